// The bpm-restart suite (test/suites/bpm-restart.ts) against PGlite, always.
import { vi } from "vitest";

import { defineBpmRestartTests } from "./suites/bpm-restart.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineBpmRestartTests("pglite");
