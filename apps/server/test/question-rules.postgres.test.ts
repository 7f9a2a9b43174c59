// The question rules suite (test/suites/question-rules.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineQuestionRuleTests } from "./suites/question-rules.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineQuestionRuleTests("postgres");
