// The to-do and statistics suite (test/suites/student-overview.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineStudentOverviewTests } from "./suites/student-overview.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineStudentOverviewTests("postgres");
