import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * The scenarios share one server and its demo data (a class started by one is running for the next),
 * so they run in a fixed order rather than Vitest's (by earlier durations): the check-in loop first
 * needs the students out of class; the AI topic runs in the class the check-in loop started; face
 * check-in comes last and runs a face sign-in of its own in that class.
 */
const ORDER = [
  "auth",
  "shell",
  "check-in",
  "live-class",
  "workflow",
  "bpmn-interop",
  "ai-chat",
  "ai-topic",
  "face-check-in",
  "assignment",
  "classroom-day",
  "admin",
  "admin-day",
  "student-files",
  "attachment-safety",
  "lesson-edges",
  "backup",
  // Erases student09 (of teacher2's 数据结构): after every scenario that signs in as them or counts their class.
  "privacy",
  // One student signed in on a phone opens every student route. For the routes that need an id it makes
  // its own activities in teacher1's running class (and ends or deletes them afterwards, except two
  // published assignments), so it runs after the scenarios that count that class's activities.
  "phone",
  // Last: signing in from / as each demo account leaves teacher1's class running.
  "landing",
  "push-address",
];

class ScenarioOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const name = file.moduleId
        .split("/")
        .at(-1)!
        .replace(/\.e2e\.ts$/, "");
      const index = ORDER.indexOf(name);
      return index === -1 ? ORDER.length : index;
    };
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

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
    sequence: { sequencer: ScenarioOrder },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits on what a browser or the server does in reaction; one second (its default) is
    // less than a loaded two-core machine may take, where Playwright's own waits allow 30 s. Ten seconds
    // still fails a state that never comes, only later.
    expect: { poll: { timeout: 10_000 } },
  },
});
