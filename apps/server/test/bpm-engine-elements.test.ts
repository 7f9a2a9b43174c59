// The bpm-engine-elements suite (test/suites/bpm-engine-elements.ts) against PGlite, always.
import { vi } from "vitest";

import { defineBpmEngineElementsTests } from "./suites/bpm-engine-elements.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineBpmEngineElementsTests("pglite");
