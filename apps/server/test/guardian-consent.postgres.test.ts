// The guardian consent suite (test/suites/guardian-consent.ts) against PostgreSQL when
// SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineGuardianConsentTests } from "./suites/guardian-consent.js";

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

defineGuardianConsentTests("postgres");
