// The bpm-runtime suite (test/suites/bpm-runtime.ts) against PGlite, always.
import { vi } from "vitest";

import { defineBpmRuntimeTests } from "./suites/bpm-runtime.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineBpmRuntimeTests("pglite");
