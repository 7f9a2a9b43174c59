// A person's data export (test/suites/privacy-export.ts) against PGlite, always.
import { vi } from "vitest";

import { definePrivacyExportTests } from "./suites/privacy-export.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

definePrivacyExportTests("pglite");
