// The error language suite (test/suites/error-language.ts) against PGlite, always.
import { vi } from "vitest";

import { defineErrorLanguageTests } from "./suites/error-language.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineErrorLanguageTests("pglite");
