// Erasing a person (test/suites/privacy-erasure.ts) against PGlite, always.
import { vi } from "vitest";

import { definePrivacyErasureTests } from "./suites/privacy-erasure.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

definePrivacyErasureTests("pglite");
