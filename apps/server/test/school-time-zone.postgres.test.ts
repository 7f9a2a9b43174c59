// The school time zone suite (test/suites/school-time-zone.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineSchoolTimeZoneTests } from "./suites/school-time-zone.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineSchoolTimeZoneTests("postgres");
