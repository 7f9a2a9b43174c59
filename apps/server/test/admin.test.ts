// The admin suite (test/suites/admin.ts) against PGlite, always.
import { vi } from "vitest";

import { defineAdminTests } from "./suites/admin.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineAdminTests("pglite");
