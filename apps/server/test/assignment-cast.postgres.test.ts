// The screen-cast suite (test/suites/assignment-cast.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineAssignmentCastTests } from "./suites/assignment-cast.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineAssignmentCastTests("postgres");
