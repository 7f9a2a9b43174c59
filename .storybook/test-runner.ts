import type { TestRunnerConfig } from "@storybook/test-runner";

/**
 * The story runs ask for reduced motion, as a person may in their system settings: the design system
 * then skips its open/close animations (packages/ui/src/styles/scoped-base.css), so a dialog story
 * spends no time waiting for a fade and axe reads the final frame. The animations themselves are seen
 * in Storybook and in the end-to-end runs, which keep the default motion.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: "reduce" });
  },
};

export default config;
