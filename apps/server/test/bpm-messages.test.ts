// The bpm-messages suite (test/suites/bpm-messages.ts) against PGlite, always.
import { vi } from "vitest";

import { defineBpmMessageTests } from "./suites/bpm-messages.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineBpmMessageTests("pglite");
