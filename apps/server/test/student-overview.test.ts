// The to-do and statistics suite (test/suites/student-overview.ts) against PGlite, always.
import { vi } from "vitest";

import { defineStudentOverviewTests } from "./suites/student-overview.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineStudentOverviewTests("pglite");
