// The story runner's setup for each story file, in place of @storybook/test-runner's own
// (playwright/jest-setup.js). It installs the same hooks, but without importing the runner's whole
// Node module into every file: Jest evaluates a setup file's imports again for each test file, and the
// runner's module pulls in Storybook's server-side code (storybook/internal/common, Babel), which cost
// every one of the 200-odd story files its evaluation. The page setup a retried story needs is loaded
// only when a story is retried.
import type { setupPage, TestRunnerConfig } from "@storybook/test-runner";

import config from "./test-runner";

type SetupPage = typeof setupPage;

const runner = globalThis as typeof globalThis & {
  __sbPreVisit?: TestRunnerConfig["preVisit"];
  __sbPostVisit?: TestRunnerConfig["postVisit"];
  __sbSetupPage?: SetupPage;
  __sbCollectCoverage?: boolean;
};

config.setup?.();
if (config.preVisit) runner.__sbPreVisit = config.preVisit;
if (config.postVisit) runner.__sbPostVisit = config.postVisit;
runner.__sbSetupPage = async (...args) => (await import("@storybook/test-runner")).setupPage(...args);
runner.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === "true";
