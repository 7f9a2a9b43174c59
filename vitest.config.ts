import { defineConfig } from "vitest/config";

// One Vitest configuration for the workspace: logic, client and server tests run in Node.
// Components are tested through their stories in Chromium, not here. The server's PostgreSQL copies
// (*.postgres.test.ts) join the run only when a database is given (`.ci/run` starts one), so a plain
// run reports no skipped tests.
const withPostgres = Boolean(process.env.SERVER_TEST_DATABASE_URL);

/**
 * Test files that get a module graph of their own: one that replaces a module with `vi.mock`, and the
 * server files that run the real face matcher in worker threads (face enrolment, guardian consent, and
 * the backups and storage that carry face photos). Those answered face enrolments with 500s when they
 * ran after other files in a shared worker on a loaded machine, and passed isolated.
 */
const ISOLATED = [
  "packages/bpmn-designer/src/viewer/process-viewer.test.ts",
  // They set and reset zod's global configuration (jitless) and watch what its first schema does.
  "apps/console/src/zod-boot*.test.ts",
  "apps/server/test/face-*.test.ts",
  "apps/server/test/guardian-consent*.test.ts",
  "apps/server/test/backup*.test.ts",
  "apps/server/test/storage*.test.ts",
];

const exclude = ["**/node_modules/**", "**/dist/**", "e2e/**", ...(withPostgres ? [] : ["**/*.postgres.test.ts"])];

export default defineConfig({
  test: {
    environment: "node",
    exclude,
    passWithNoTests: false,
    // Vitest's default is one worker less than the cores: one worker on our two. The server suites spend
    // most of their time waiting on HTTP, sockets and the database, so three workers keep both cores
    // busy: the whole run took 429 s instead of 808 s on 2 cores, every test passing.
    maxWorkers: 3,
    // Test files share one module graph per worker (`isolate: false`): with isolation every file paid
    // the import of its whole module graph again (the server, zod schemas, the API client), which was
    // most of the stage's CPU — measured under load, 70 → 50 CPU seconds for 8 server files, 34 → 14 for
    // the classroom package's 33 files. The files start their own servers and databases and restore what
    // they stub, and the server's module-level caches are keyed by database. The files in ISOLATED
    // (above) keep a module graph of their own.
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts", "apps/server/src/**/*.test.ts"],
          exclude: [...exclude, ...ISOLATED],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "packages",
          include: [
            "packages/*/src/**/*.test.ts",
            "packages/*/test/**/*.test.ts",
            "apps/*/src/**/*.test.ts",
            "apps/*/test/**/*.test.ts",
          ],
          exclude: [...exclude, "apps/server/**", ...ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
