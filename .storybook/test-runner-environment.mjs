// The story runner's test environment: @storybook/test-runner's, with one browser context per worker
// instead of one per story file. Each story file still gets a page of its own (the runner's setup
// runs on it as before), but the pages of one worker share the context's memory cache, so Storybook's
// preview (about 2 MB of script with axe) is downloaded and compiled once per worker rather than once
// for each of 200-odd files, and MSW's service worker is installed once. Every page starts as a fresh
// context would: cookies cleared, and local and session storage emptied before any script of the
// page runs (only in the top document: a story's own same-origin iframe must not clear its host's).
import { setupPage } from "@storybook/test-runner";
import PlaywrightEnvironment from "@storybook/test-runner/dist/jest-playwright-entries/test-environment.js";

/** This worker's browser connection and context, made by its first story file. */
let shared = null;

class SharedContextEnvironment extends PlaywrightEnvironment {
  async setup() {
    const options = this._config.testEnvironmentOptions["jest-playwright"];
    options.skipInitialization = shared !== null;
    await super.setup();
    if (shared === null) {
      shared = { browser: this.global.browser, context: this.global.context };
      await shared.context.addInitScript(() => {
        // Runs in the page, where these are the page's own.
        /* global window */
        if (window.top !== window) return;
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // Storage refused (an opaque origin): nothing to clear.
        }
      });
      // The page the runner's setup made before the script above existed: a fresh one instead.
      await this.global.page.close();
    } else {
      this.global.browser = shared.browser;
      this.global.context = shared.context;
      await shared.context.clearCookies();
    }
    this.global.page = await shared.context.newPage();
    await setupPage(this.global.page, this.global.context);
  }

  async teardown() {
    await this.global.page?.close().catch(() => undefined);
    // The runner's teardown closes the browser connection it was given; the next file needs it.
    this.global.browser = undefined;
    await super.teardown();
  }
}

export default SharedContextEnvironment;
