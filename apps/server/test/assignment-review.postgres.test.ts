// The peer-review suite (test/suites/assignment-review.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineAssignmentReviewTests } from "./suites/assignment-review.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineAssignmentReviewTests("postgres");
