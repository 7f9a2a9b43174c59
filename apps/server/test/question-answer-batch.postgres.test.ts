// Answers arriving together (test/suites/question-answer-batch.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineQuestionAnswerBatchTests } from "./suites/question-answer-batch.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineQuestionAnswerBatchTests("postgres");
