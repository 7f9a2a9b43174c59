// The classroom practice suite (test/suites/classroom-practice.ts) against PGlite, always.
import { vi } from "vitest";

import { defineClassroomPracticeTests } from "./suites/classroom-practice.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineClassroomPracticeTests("pglite");
