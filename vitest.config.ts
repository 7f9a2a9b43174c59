import { defineConfig } from "vitest/config";

// One Vitest configuration for the workspace: logic, client and server tests run in Node.
// Components are tested through their stories in Chromium, not here. The server's PostgreSQL copies
// (*.postgres.test.ts) join the run only when a database is given (`.ci/run` starts one), so a plain
// run reports no skipped tests.
const withPostgres = Boolean(process.env.SERVER_TEST_DATABASE_URL);

export default defineConfig({
  test: {
    environment: "node",
    include: [
      "packages/*/src/**/*.test.ts",
      "packages/*/test/**/*.test.ts",
      "apps/*/src/**/*.test.ts",
      "apps/*/test/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**", "**/dist/**", "e2e/**", ...(withPostgres ? [] : ["**/*.postgres.test.ts"])],
    passWithNoTests: false,
    // Vitest's default is one worker less than the cores: one worker on our two. The server suites spend
    // most of their time waiting on HTTP, sockets and the database, so three workers keep both cores
    // busy: the whole run took 429 s instead of 808 s on 2 cores, every test passing.
    maxWorkers: 3,
  },
});
