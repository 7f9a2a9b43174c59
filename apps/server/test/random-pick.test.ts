// The random pick suite (test/suites/random-pick.ts) against PGlite, always.
import { vi } from "vitest";

import { defineRandomPickTests } from "./suites/random-pick.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineRandomPickTests("pglite");
