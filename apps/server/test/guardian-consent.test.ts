// The guardian consent suite (test/suites/guardian-consent.ts) against PGlite, always.
import { vi } from "vitest";

import { defineGuardianConsentTests } from "./suites/guardian-consent.js";

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

defineGuardianConsentTests("pglite");
