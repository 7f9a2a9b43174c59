// The push sessions suite (test/suites/push-sessions.ts) on the embedded engine (PGlite).
import { vi } from "vitest";

import { definePushSessionTests } from "./suites/push-sessions.js";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

definePushSessionTests("pglite");
