// The user import suite (test/suites/user-import.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineUserImportTests } from "./suites/user-import.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineUserImportTests("postgres");
