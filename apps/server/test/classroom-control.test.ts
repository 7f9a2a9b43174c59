// The classroom control suite (test/suites/classroom-control.ts) against PGlite, always.
import { vi } from "vitest";

import { defineClassroomControlTests } from "./suites/classroom-control.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineClassroomControlTests("pglite");
