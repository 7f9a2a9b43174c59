// The classroom suite (test/suites/classroom.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineClassroomTests } from "./suites/classroom.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineClassroomTests("postgres");
