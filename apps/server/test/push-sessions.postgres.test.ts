// The push sessions suite (test/suites/push-sessions.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { definePushSessionTests } from "./suites/push-sessions.js";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

definePushSessionTests("postgres");
