// The timetable suite (test/suites/timetable.ts) against PGlite, always.
import { vi } from "vitest";

import { defineTimetableTests } from "./suites/timetable.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineTimetableTests("pglite");
