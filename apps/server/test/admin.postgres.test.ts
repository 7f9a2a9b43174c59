// The admin suite (test/suites/admin.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineAdminTests } from "./suites/admin.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineAdminTests("postgres");
