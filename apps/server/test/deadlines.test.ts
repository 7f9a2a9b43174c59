// The deadline suite (test/suites/deadlines.ts) against PGlite, always.
import { vi } from "vitest";

import { defineDeadlineTests } from "./suites/deadlines.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineDeadlineTests("pglite");
