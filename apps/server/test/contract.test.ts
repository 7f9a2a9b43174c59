// The contract suite (test/suites/contract.ts) against PGlite, always.
import { vi } from "vitest";

import { defineContractTests } from "./suites/contract.js";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

defineContractTests("pglite");
