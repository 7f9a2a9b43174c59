// The upload safety suite (test/suites/upload-safety.ts) against PGlite, always.
import { vi } from "vitest";

import { defineUploadSafetyTests } from "./suites/upload-safety.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineUploadSafetyTests("pglite");
