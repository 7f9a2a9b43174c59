// The health and readiness suite (test/suites/health.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineHealthTests } from "./suites/health.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineHealthTests("postgres");
