// The push authentication suite (test/suites/push-auth.ts) against PGlite, always.
import { vi } from "vitest";

import { definePushAuthTests } from "./suites/push-auth.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

definePushAuthTests("pglite");
