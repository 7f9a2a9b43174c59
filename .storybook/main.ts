import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";

// One Storybook for the stories of every package; they import package sources directly,
// so no package has to be built first.
// STORYBOOK_PACKAGES=classroom,ui narrows the build to those packages (scripts/test-storybook.mjs).
const packages = process.env.STORYBOOK_PACKAGES?.split(",").filter(Boolean) ?? [];
const folders = packages.length > 0 ? packages.map((name) => `../packages/${name}/src`) : ["../packages/*/src"];

const config: StorybookConfig = {
  stories: folders.flatMap((folder) => [`${folder}/**/*.mdx`, `${folder}/**/*.stories.@(ts|tsx)`]),
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: [{ from: "./public", to: "/" }],
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Radix and lucide mark their modules "use client" for React Server Components; a browser bundle
    // has no use for the directive, so the warning that it is dropped is noise.
    viteConfig.build = {
      ...viteConfig.build,
      rollupOptions: {
        ...viteConfig.build?.rollupOptions,
        onwarn(warning, warn) {
          if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
          warn(warning);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
