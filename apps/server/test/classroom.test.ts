// The classroom suite (test/suites/classroom.ts) against PGlite, always.
import { vi } from "vitest";

import { defineClassroomTests } from "./suites/classroom.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineClassroomTests("pglite");
