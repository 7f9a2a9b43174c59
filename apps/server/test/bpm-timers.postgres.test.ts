// The bpm-timers suite (test/suites/bpm-timers.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineBpmTimerTests } from "./suites/bpm-timers.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineBpmTimerTests("postgres");
