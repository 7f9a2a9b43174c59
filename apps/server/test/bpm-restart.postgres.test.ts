// The bpm-restart suite (test/suites/bpm-restart.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineBpmRestartTests } from "./suites/bpm-restart.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineBpmRestartTests("postgres");
