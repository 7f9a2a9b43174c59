// The bpm-event-sub-processes suite (test/suites/bpm-event-sub-processes.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineBpmEventSubProcessTests } from "./suites/bpm-event-sub-processes.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineBpmEventSubProcessTests("postgres");
