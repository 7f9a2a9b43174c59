// In-site message templates (test/suites/notify-template.ts) against PGlite, always.
import { vi } from "vitest";

import { defineNotifyTemplateTests } from "./suites/notify-template.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineNotifyTemplateTests("pglite");
