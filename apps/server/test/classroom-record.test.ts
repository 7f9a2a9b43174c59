// The classroom record suite (test/suites/classroom-record.ts) against PGlite, always.
import { vi } from "vitest";

import { defineClassroomRecordTests } from "./suites/classroom-record.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineClassroomRecordTests("pglite");
