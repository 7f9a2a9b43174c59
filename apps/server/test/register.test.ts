// The sign-up suite (test/suites/register.ts) against PGlite, always.
import { vi } from "vitest";

import { defineRegisterTests } from "./suites/register.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineRegisterTests("pglite");
