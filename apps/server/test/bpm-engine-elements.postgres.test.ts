// The bpm-engine-elements suite (test/suites/bpm-engine-elements.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineBpmEngineElementsTests } from "./suites/bpm-engine-elements.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineBpmEngineElementsTests("postgres");
