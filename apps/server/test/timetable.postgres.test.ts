// The timetable suite (test/suites/timetable.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineTimetableTests } from "./suites/timetable.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineTimetableTests("postgres");
