// The upload safety suite (test/suites/upload-safety.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineUploadSafetyTests } from "./suites/upload-safety.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineUploadSafetyTests("postgres");
