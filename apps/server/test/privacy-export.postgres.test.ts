// A person's data export (test/suites/privacy-export.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { definePrivacyExportTests } from "./suites/privacy-export.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

definePrivacyExportTests("postgres");
