// The move to PostgreSQL (test/suites/backup-move.ts) when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineBackupMoveTests } from "./suites/backup-move.js";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

defineBackupMoveTests();
