// The survey suite (test/suites/survey.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineSurveyTests } from "./suites/survey.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineSurveyTests("postgres");
