// The menu language suite (test/suites/menu-language.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineMenuLanguageTests } from "./suites/menu-language.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineMenuLanguageTests("postgres");
