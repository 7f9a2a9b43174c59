// The school time zone suite (test/suites/school-time-zone.ts) against PGlite, always.
import { vi } from "vitest";

import { defineSchoolTimeUnitTests, defineSchoolTimeZoneTests } from "./suites/school-time-zone.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineSchoolTimeZoneTests("pglite");
defineSchoolTimeUnitTests();
