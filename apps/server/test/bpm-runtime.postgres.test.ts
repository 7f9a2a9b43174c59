// The bpm-runtime suite (test/suites/bpm-runtime.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineBpmRuntimeTests } from "./suites/bpm-runtime.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineBpmRuntimeTests("postgres");
