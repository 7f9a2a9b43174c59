// The face database's administrator suite (test/suites/face-admin.ts) against PGlite, always.
import { vi } from "vitest";

import { defineFaceAdminTests } from "./suites/face-admin.js";

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

defineFaceAdminTests("pglite");
