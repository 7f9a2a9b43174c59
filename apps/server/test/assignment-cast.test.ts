// The screen-cast suite (test/suites/assignment-cast.ts) against PGlite, always.
import { vi } from "vitest";

import { defineAssignmentCastTests } from "./suites/assignment-cast.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineAssignmentCastTests("pglite");
