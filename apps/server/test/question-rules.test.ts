// The question rules suite (test/suites/question-rules.ts) against PGlite, always.
import { vi } from "vitest";

import { defineQuestionRuleTests } from "./suites/question-rules.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineQuestionRuleTests("pglite");
