import { defineConfig } from "vitest/config";

// End-to-end tests: the built console served by the reference server on a fresh database, driven in
// Debian's Chromium with playwright-core. Separate from the unit run (the root config excludes e2e/).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["*.e2e.ts"],
    environment: "node",
    globalSetup: ["./global-setup.ts"],
    // One server, one browser at a time: the scenarios share the server's demo data.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
