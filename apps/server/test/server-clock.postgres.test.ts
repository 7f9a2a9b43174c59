// The server clock suite (test/suites/server-clock.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineServerClockTests } from "./suites/server-clock.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineServerClockTests("postgres");
