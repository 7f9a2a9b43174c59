// The guessing and flooding suite (test/suites/guessing.ts) against PGlite, always.
import { vi } from "vitest";

import { defineGuessingTests } from "./suites/guessing.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineGuessingTests("pglite");
