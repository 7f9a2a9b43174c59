// The bpm-design suite (test/suites/bpm-design.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineBpmDesignTests } from "./suites/bpm-design.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineBpmDesignTests("postgres");
