// The deadline suite (test/suites/deadlines.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineDeadlineTests } from "./suites/deadlines.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineDeadlineTests("postgres");
