// The question suite (test/suites/ask-question.ts) against PGlite, always.
import { vi } from "vitest";

import { defineAskQuestionTests } from "./suites/ask-question.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineAskQuestionTests("pglite");
