// The push history suite (test/suites/push-replay.ts) against PGlite, always.
import { vi } from "vitest";

import { definePushReplayTests } from "./suites/push-replay.js";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

definePushReplayTests("pglite");
