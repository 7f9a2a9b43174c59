// The backup suite (test/suites/backup.ts) against PGlite, always.
import { vi } from "vitest";

import { defineBackupTests } from "./suites/backup.js";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

defineBackupTests("pglite");
