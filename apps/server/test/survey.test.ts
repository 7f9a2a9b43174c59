// The survey suite (test/suites/survey.ts) against PGlite, always.
import { vi } from "vitest";

import { defineSurveyTests } from "./suites/survey.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineSurveyTests("pglite");
