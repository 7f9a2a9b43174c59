// The classroom session suite (test/suites/classroom-session.ts) against PGlite, always.
import { vi } from "vitest";

import { defineClassroomSessionTests } from "./suites/classroom-session.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineClassroomSessionTests("pglite");
