// The secrets-at-rest suite (test/suites/secrets-at-rest.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineSecretsAtRestTests } from "./suites/secrets-at-rest.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineSecretsAtRestTests("postgres");
