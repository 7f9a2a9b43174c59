// The user import suite (test/suites/user-import.ts) against PGlite, always.
import { vi } from "vitest";

import { defineUserImportTests } from "./suites/user-import.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineUserImportTests("pglite");
