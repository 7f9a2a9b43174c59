// The push authentication suite (test/suites/push-auth.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { definePushAuthTests } from "./suites/push-auth.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

definePushAuthTests("postgres");
