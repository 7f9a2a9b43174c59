// The guessing and flooding suite (test/suites/guessing.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it), with two instances.
import { vi } from "vitest";

import { defineGuessingTests } from "./suites/guessing.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineGuessingTests("postgres");
