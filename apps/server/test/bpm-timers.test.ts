// The bpm-timers suite (test/suites/bpm-timers.ts) against PGlite, always.
import { vi } from "vitest";

import { defineBpmTimerTests } from "./suites/bpm-timers.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineBpmTimerTests("pglite");
