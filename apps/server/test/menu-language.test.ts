// The menu language suite (test/suites/menu-language.ts) against PGlite, always.
import { vi } from "vitest";

import { defineMenuLanguageTests } from "./suites/menu-language.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineMenuLanguageTests("pglite");
