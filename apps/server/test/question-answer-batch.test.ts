// Answers arriving together (test/suites/question-answer-batch.ts) against PGlite, always.
import { vi } from "vitest";

import { defineQuestionAnswerBatchTests } from "./suites/question-answer-batch.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineQuestionAnswerBatchTests("pglite");
