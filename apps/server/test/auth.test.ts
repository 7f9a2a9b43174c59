// The auth suite (test/suites/auth.ts) against PGlite, always.
import { vi } from "vitest";

import { defineAuthTests } from "./suites/auth.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineAuthTests("pglite");
