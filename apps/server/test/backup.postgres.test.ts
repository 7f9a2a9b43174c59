// The backup suite (test/suites/backup.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineBackupTests } from "./suites/backup.js";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

defineBackupTests("postgres");
