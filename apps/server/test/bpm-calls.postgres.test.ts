// The bpm-calls suite (test/suites/bpm-calls.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineBpmCallTests } from "./suites/bpm-calls.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineBpmCallTests("postgres");
