// The administrator's day (test/suites/admin-day.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineAdminDayTests } from "./suites/admin-day.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineAdminDayTests("postgres");
