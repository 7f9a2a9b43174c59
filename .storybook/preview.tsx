import type { Decorator, Preview } from "@storybook/react-vite";

import "./preview.css";

/** Applies the toolbar's side theme, size and colour mode to the story's document. */
const withTheme: Decorator = (Story, context) => {
  const root = document.documentElement;
  root.dataset.sideTheme = String(context.globals.sideTheme ?? "dark");
  root.dataset.size = String(context.globals.size ?? "medium");
  root.dataset.theme = String(context.globals.colorMode ?? "light");
  return <Story />;
};

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withTheme],
  globalTypes: {
    sideTheme: {
      description: "Sidebar theme",
      toolbar: { title: "Side theme", icon: "sidebar", items: ["dark", "light"], dynamicTitle: true },
    },
    size: {
      description: "Layout size",
      toolbar: { title: "Size", icon: "ruler", items: ["default", "medium", "small", "mini"], dynamicTitle: true },
    },
    colorMode: {
      description: "Colour mode",
      toolbar: { title: "Mode", icon: "mirror", items: ["light", "dark"], dynamicTitle: true },
    },
  },
  initialGlobals: { sideTheme: "dark", size: "medium", colorMode: "light" },
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story, in the Storybook UI and in the test run.
    a11y: { test: "error" },
  },
};

export default preview;
