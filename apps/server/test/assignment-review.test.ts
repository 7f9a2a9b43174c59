// The peer-review suite (test/suites/assignment-review.ts) against PGlite, always.
import { vi } from "vitest";

import { defineAssignmentReviewTests } from "./suites/assignment-review.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineAssignmentReviewTests("pglite");
