// Data retention on the server's clock (test/suites/retention.ts) against PGlite, always.
import { vi } from "vitest";

import { defineRetentionTests } from "./suites/retention.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineRetentionTests("pglite");
