// The sign-up suite (test/suites/register.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineRegisterTests } from "./suites/register.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineRegisterTests("postgres");
