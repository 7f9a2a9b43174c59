// The bpm-calls suite (test/suites/bpm-calls.ts) against PGlite, always.
import { vi } from "vitest";

import { defineBpmCallTests } from "./suites/bpm-calls.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineBpmCallTests("pglite");
