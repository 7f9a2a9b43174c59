// The assignment suite (test/suites/assignment.ts) against PGlite, always.
import { vi } from "vitest";

import { defineAssignmentTests } from "./suites/assignment.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineAssignmentTests("pglite");
