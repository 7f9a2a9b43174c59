// The own consent suite (test/suites/own-consent.ts) against PGlite, always.
import { vi } from "vitest";

import { defineOwnConsentTests } from "./suites/own-consent.js";

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

defineOwnConsentTests("pglite");
