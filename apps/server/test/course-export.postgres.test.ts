// The course export suite (test/suites/course-export.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineCourseExportTests } from "./suites/course-export.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineCourseExportTests("postgres");
