import { defineConfig } from "vitest/config";

// One Vitest configuration for the workspace: logic, client and server tests run in Node.
// Components are tested through their stories in Chromium, not here.
export default defineConfig({
  test: {
    environment: "node",
    include: [
      "packages/*/src/**/*.test.ts",
      "packages/*/test/**/*.test.ts",
      "apps/*/src/**/*.test.ts",
      "apps/*/test/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**", "**/dist/**", "e2e/**"],
    passWithNoTests: false,
  },
});
