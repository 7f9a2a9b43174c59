// The own consent suite (test/suites/own-consent.ts) against PostgreSQL when
// SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineOwnConsentTests } from "./suites/own-consent.js";

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

defineOwnConsentTests("postgres");
