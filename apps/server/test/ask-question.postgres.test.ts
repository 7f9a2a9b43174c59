// The question suite (test/suites/ask-question.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineAskQuestionTests } from "./suites/ask-question.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineAskQuestionTests("postgres");
