// In-site message templates (test/suites/notify-template.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineNotifyTemplateTests } from "./suites/notify-template.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineNotifyTemplateTests("postgres");
