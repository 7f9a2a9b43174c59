// The server clock suite (test/suites/server-clock.ts) against PGlite, always.
import { vi } from "vitest";

import { defineSchoolTimeZoneSettingTests, defineServerClockTests } from "./suites/server-clock.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineServerClockTests("pglite");
defineSchoolTimeZoneSettingTests();
