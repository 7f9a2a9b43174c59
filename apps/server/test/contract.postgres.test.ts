// The contract suite (test/suites/contract.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineContractTests } from "./suites/contract.js";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

defineContractTests("postgres");
