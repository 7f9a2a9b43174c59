// The health and readiness suite (test/suites/health.ts) against PGlite, always.
import { vi } from "vitest";

import { defineHealthTests } from "./suites/health.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineHealthTests("pglite");
