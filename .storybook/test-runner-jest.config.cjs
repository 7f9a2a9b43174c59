// @storybook/test-runner cannot download its own browser here, and no environment variable sets one:
// point jest-playwright at Debian's Chromium (CHROME_PATH, or /usr/bin/chromium).
const { getJestConfig } = require("@storybook/test-runner");

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
module.exports = {
  ...base,
  // One browser context per worker, a page per story file (see test-runner-environment.mjs).
  testEnvironment: require.resolve("./test-runner-environment.mjs"),
  // The runner's per-file setup without its whole module (see test-runner-setup.ts).
  setupFilesAfterEnv: base.setupFilesAfterEnv.map((file) =>
    /playwright[\\/]jest-setup\.js$/.test(file) ? require.resolve("./test-runner-setup.ts") : file,
  ),
  // A story's play function and its three axe passes take 2–8 s on two cores; the bpmn-js ones more
  // when the machine is busy. The timeout only has to catch a story that hangs, not measure speed
  // (performance is measured by the benchmark command), so it is generous.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    "jest-playwright": {
      ...base.testEnvironmentOptions?.["jest-playwright"],
      browsers: ["chromium"],
      launchOptions: {
        executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
        headless: true,
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-quic",
          "--no-first-run",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
        ],
      },
    },
  },
};
