// The push history suite (test/suites/push-replay.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { definePushReplayTests } from "./suites/push-replay.js";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

definePushReplayTests("postgres");
