// The classroom record suite (test/suites/classroom-record.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineClassroomRecordTests } from "./suites/classroom-record.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineClassroomRecordTests("postgres");
