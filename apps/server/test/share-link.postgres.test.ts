// The share link suite (test/suites/share-link.ts) against PostgreSQL when SERVER_TEST_DATABASE_URL is set (CI sets it).
import { vi } from "vitest";

import { defineShareLinkTests } from "./suites/share-link.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

defineShareLinkTests("postgres");
