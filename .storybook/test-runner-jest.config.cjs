// @storybook/test-runner cannot download its own browser here, and no environment variable sets one:
// point jest-playwright at Debian's Chromium (CHROME_PATH, or /usr/bin/chromium).
const { getJestConfig } = require("@storybook/test-runner");

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
module.exports = {
  ...base,
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
