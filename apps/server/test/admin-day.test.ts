// The administrator's day (test/suites/admin-day.ts) against PGlite, always.
import { vi } from "vitest";

import { defineAdminDayTests } from "./suites/admin-day.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineAdminDayTests("pglite");
