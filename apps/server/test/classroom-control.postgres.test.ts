// The classroom control suite (test/suites/classroom-control.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineClassroomControlTests } from "./suites/classroom-control.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineClassroomControlTests("postgres");
