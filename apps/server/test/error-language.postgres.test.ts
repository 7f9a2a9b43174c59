// The error language suite (test/suites/error-language.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineErrorLanguageTests } from "./suites/error-language.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineErrorLanguageTests("postgres");
