import { afterEach as a11yAfterEach } from "@storybook/addon-a11y/preview";
import type { Decorator, Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import { configure } from "storybook/test";

import { STYLE_SCOPE_CLASS } from "../packages/ui/src/lib/style-scope";
import "./preview.css";

// findBy…/waitFor give up after 1 s by default; on a loaded 2-core machine (CI runs two story workers
// beside the build) a lazily loaded chunk can take longer than that to arrive. Behaviour is unchanged:
// a story whose element never appears still fails, only later.
configure({ asyncUtilTimeout: 5000 });

/** Applies the toolbar's side theme, size and colour mode to the story's document. */
const withTheme: Decorator = (Story, context) => {
  const root = document.documentElement;
  // The whole preview is ours, as in the console: the design system's base rules apply everywhere.
  root.classList.add(STYLE_SCOPE_CLASS);
  root.dataset.sideTheme = String(context.globals.sideTheme ?? "dark");
  root.dataset.size = String(context.globals.size ?? "medium");
  root.dataset.theme = String(context.globals.colorMode ?? "light");
  return <Story />;
};

type A11yReport = { type: string; result?: { violations?: { id: string; help: string; nodes: unknown[] }[] } };
type AfterEachContext = Parameters<typeof a11yAfterEach>[0];

/**
 * The a11y addon checks a story in the side theme it was rendered with; this runs the same check a
 * second time in the other side theme (dark ↔ light), so every story is checked in both. A violation
 * there fails the story like any other error.
 */
const checkOtherSideTheme = async (context: AfterEachContext) => {
  const a11y = context.parameters.a11y as { test?: string; disable?: boolean } | undefined;
  if (context.viewMode !== "story" || a11y?.disable || a11y?.test === "off") return;
  const root = document.documentElement;
  const current = root.dataset.sideTheme ?? "dark";
  const other = current === "light" ? "dark" : "light";
  const reports: A11yReport[] = [];
  root.dataset.sideTheme = other;
  try {
    await a11yAfterEach({
      ...context,
      reporting: { reports, addReport: (report: A11yReport) => reports.push(report) },
    } as unknown as AfterEachContext);
  } finally {
    root.dataset.sideTheme = current;
  }
  const violations = reports.flatMap((report) => report.result?.violations ?? []);
  if (violations.length > 0 && a11y?.test === "error") {
    const list = violations.map((v) => `${v.id} (${v.nodes.length}): ${v.help}`).join("\n");
    throw new Error(`Accessibility violations in the ${other} side theme:\n${list}`);
  }
};

const preview: Preview = {
  // Stories that talk to the API get their answers from MSW handlers (`parameters.msw.handlers`); the
  // worker is served from .storybook/public.
  loaders: [mswLoader()],
  tags: ["autodocs"],
  decorators: [withTheme],
  afterEach: checkOtherSideTheme,
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
    // Accessibility violations fail the story, in the Storybook UI and in the test run; the
    // afterEach above repeats the check in the other side theme.
    a11y: { test: "error" },
  },
};

export default preview;
