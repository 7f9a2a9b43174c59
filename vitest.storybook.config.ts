import { fileURLToPath } from "node:url";

import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

import { CHROMIUM_ARGS } from "./scripts/lib/chromium.mjs";

// The stories through Storybook's Vitest addon instead of @storybook/test-runner: Vitest browser mode
// serves them with Vite (no Storybook build) and runs each story file in a page of one Chromium, with
// the same play functions and the same axe passes (the a11y addon's test integration, and the dark-mode
// and side-theme passes of .storybook/preview.tsx). Not part of `npm test`: measured on two cores it
// spent about as long per story file as the test-runner, and two stories behave differently in its
// iframe (clipboard copy, resource timing of uploads). Vite's dependency optimiser also finds some
// of the packages' own dependencies only mid-run (bpmn-auto-layout, @tanstack/react-query,
// openapi-fetch) and reloads the pages running then, failing their stories; optimizeDeps.include
// cannot name them from here, as they are not root dependencies. Run it with
// `pnpm exec vitest run --config vitest.storybook.config.ts [path filter]`; the root vitest.config.ts,
// for the Node tests, does not include stories.
// STORYBOOK_PACKAGES=classroom,ui narrows the run to those packages' stories (.storybook/main.ts).
export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL(".storybook", import.meta.url)) })],
  test: {
    name: "storybook",
    setupFiles: ["./.storybook/vitest.setup.ts"],
    browser: {
      enabled: true,
      headless: true,
      // Test tools cannot download their own browsers here: Debian's Chromium.
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: [...CHROMIUM_ARGS] },
      }),
      // The size Playwright gives a page unless told otherwise, as the stories were written and checked at.
      instances: [{ browser: "chromium", viewport: { width: 1280, height: 720 } }],
    },
    // A play function and its three axe passes take seconds on a loaded machine; the timeout only has to
    // catch a story that hangs.
    testTimeout: 60_000,
    // Two story files at a time, one page each, on our two cores.
    maxWorkers: 2,
  },
});
