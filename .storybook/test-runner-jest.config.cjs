// @storybook/test-runner cannot download its own browser here, and no environment variable sets one:
// point jest-playwright at Debian's Chromium (CHROME_PATH, or /usr/bin/chromium).
const { getJestConfig } = require("@storybook/test-runner");

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
module.exports = {
  ...base,
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
