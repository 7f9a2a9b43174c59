// The classroom session suite (test/suites/classroom-session.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineClassroomSessionTests } from "./suites/classroom-session.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineClassroomSessionTests("postgres");
