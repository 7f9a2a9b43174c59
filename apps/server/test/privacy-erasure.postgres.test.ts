// Erasing a person (test/suites/privacy-erasure.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { definePrivacyErasureTests } from "./suites/privacy-erasure.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

definePrivacyErasureTests("postgres");
