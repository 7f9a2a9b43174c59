// The share link suite (test/suites/share-link.ts) against PGlite, always.
import { vi } from "vitest";

import { defineShareLinkTests } from "./suites/share-link.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineShareLinkTests("pglite");
