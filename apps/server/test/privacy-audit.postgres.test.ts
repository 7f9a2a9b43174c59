// The audit trail of personal data (test/suites/privacy-audit.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { definePrivacyAuditTests } from "./suites/privacy-audit.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

definePrivacyAuditTests("postgres");
