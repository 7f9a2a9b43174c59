// The auth suite (test/suites/auth.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineAuthTests } from "./suites/auth.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineAuthTests("postgres");
