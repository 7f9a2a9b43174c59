import { afterEach as a11yAfterEach } from "@storybook/addon-a11y/preview";
import type { Decorator, Preview } from "@storybook/react-vite";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { mswLoader } from "msw-storybook-addon/csf3";
import { configure } from "storybook/test";

import { applyLocale, DEFAULT_LOCALE, isLocale } from "../packages/ui/src/lib/locale";
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

/** Counts the language decorator's renders, so that only the latest story's unmount restores <html lang>. */
let localeRenders = 0;

/** Puts Chinese back on <html lang> when the story unmounts, unless a newer story has set it since. */
function RestoreLang({ render, children }: { render: number; children: ReactNode }) {
  const latest = useRef(render);
  useLayoutEffect(() => {
    latest.current = render;
  });
  useLayoutEffect(
    () => () => {
      if (latest.current === localeRenders) applyLocale(DEFAULT_LOCALE);
    },
    [],
  );
  return children;
}

// Storybook's page says lang="en"; the interface's default is Chinese, as in the console, and the stories'
// modules (any text read at import) load after this one.
applyLocale(DEFAULT_LOCALE);

/**
 * Applies the toolbar's language (or a story's `globals: { locale: "en" }`) to <html lang> before the
 * story renders, as the console does before its first render; every package's messages follow it.
 * Chinese unless asked otherwise; Chinese is put back when the story unmounts.
 */
const withLocale: Decorator = (Story, context) => {
  const locale = context.globals.locale;
  applyLocale(isLocale(locale) ? locale : DEFAULT_LOCALE);
  localeRenders += 1;
  return (
    <RestoreLang render={localeRenders}>
      <Story />
    </RestoreLang>
  );
};

type A11yNode = { target?: unknown; failureSummary?: string };
type A11yReport = { type: string; result?: { violations?: { id: string; help: string; nodes: A11yNode[] }[] } };
type AfterEachContext = Parameters<typeof a11yAfterEach>[0];
type ThemeAttributes = { sideTheme?: string; theme?: string };

/**
 * Sets data-side-theme / data-theme on <html> with transitions off, so that axe reads the final
 * colours and not a frame of a colour transition (buttons and switches animate their colours).
 * Returns the function that puts the previous values back the same way.
 */
const switchThemeWithoutTransitions = (next: ThemeAttributes) => {
  const root = document.documentElement;
  const previous: ThemeAttributes = { sideTheme: root.dataset.sideTheme, theme: root.dataset.theme };
  const still = document.createElement("style");
  still.textContent = "*, *::before, *::after { transition: none !important; }";
  document.head.append(still);
  const set = (values: ThemeAttributes) => {
    for (const key of ["sideTheme", "theme"] as const) {
      const value = values[key];
      if (value === undefined) delete root.dataset[key];
      else root.dataset[key] = value;
    }
    // Reading a computed style makes the browser apply the change while transitions are still off.
    void getComputedStyle(root).color;
  };
  set({ ...previous, ...next });
  return () => {
    set(previous);
    still.remove();
  };
};

/** Whether anything on the page (portals included) is coloured by the side theme's tokens. */
const showsSideThemeColours = () =>
  document.querySelector('[class*="bg-side"], [class*="text-side"], [class*="ring-side"], [class*="border-side"]') !==
  null;

/**
 * The axe rules whose outcome depends on colours. A theme switch changes colour tokens and nothing
 * else (no element, name, role or size), so the extra theme passes run these and skip the rest, which
 * the first pass has already checked on the same DOM: about a third of axe's time per story.
 */
const COLOUR_RULES = { type: "rule", values: ["color-contrast", "link-in-text-block"] } as const;

/**
 * The a11y addon checks a story in the themes it was rendered with (light mode and the dark side theme
 * by default). In the same visit, with no second render, this repeats the check twice: in the other
 * side theme (dark ↔ light) when the story shows the sidebar's colours, and in the other colour mode
 * (light ↔ dark), so every story is checked in dark mode and every sidebar in both side themes. A
 * violation there fails the story like any other error.
 */
const checkOtherThemes = async (context: AfterEachContext) => {
  const a11y = context.parameters.a11y as { test?: string; disable?: boolean; options?: object } | undefined;
  if (context.viewMode !== "story" || a11y?.disable || a11y?.test === "off") return;
  const root = document.documentElement;
  const passes: { label: string; attributes: ThemeAttributes }[] = [
    {
      label: `${root.dataset.theme === "dark" ? "light" : "dark"} colour mode`,
      attributes: { theme: root.dataset.theme === "dark" ? "light" : "dark" },
    },
  ];
  // The side theme colours only the shell's sidebar (the side-* colour utilities). A story without
  // them looks the same in both side themes, so its second side-theme check would repeat the first.
  if (showsSideThemeColours()) {
    passes.unshift({
      label: `${root.dataset.sideTheme === "light" ? "dark" : "light"} side theme`,
      attributes: { sideTheme: root.dataset.sideTheme === "light" ? "dark" : "light" },
    });
  }
  const failures: string[] = [];
  for (const pass of passes) {
    const reports: A11yReport[] = [];
    const restore = switchThemeWithoutTransitions(pass.attributes);
    try {
      // In a Vitest run the addon throws on a violation itself; the pass's name goes in front of its message.
      await a11yAfterEach({
        ...context,
        // Only the colours differ from the first pass, so only the rules that read colours run again.
        parameters: { ...context.parameters, a11y: { ...a11y, options: { ...a11y?.options, runOnly: COLOUR_RULES } } },
        reporting: { reports, addReport: (report: A11yReport) => reports.push(report) },
      } as unknown as AfterEachContext);
    } catch (error) {
      if (error instanceof Error) error.message = `Accessibility violations in the ${pass.label}:\n${error.message}`;
      throw error;
    } finally {
      restore();
    }
    const violations = reports.flatMap((report) => report.result?.violations ?? []);
    if (violations.length > 0) {
      const list = violations
        .map((v) => {
          const where = v.nodes.slice(0, 3).map((n) => `  ${JSON.stringify(n.target)}: ${n.failureSummary ?? ""}`);
          return [`${v.id} (${v.nodes.length}): ${v.help}`, ...where].join("\n");
        })
        .join("\n");
      failures.push(`Accessibility violations in the ${pass.label}:\n${list}`);
    }
  }
  if (failures.length > 0 && a11y?.test === "error") throw new Error(failures.join("\n\n"));
};

const preview: Preview = {
  // Stories that talk to the API get their answers from MSW handlers (`parameters.msw.handlers`); the
  // worker is served from .storybook/public.
  loaders: [mswLoader()],
  tags: ["autodocs"],
  // The last decorator runs first: the language is set before the theme and before the story renders.
  decorators: [withTheme, withLocale],
  afterEach: checkOtherThemes,
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
    locale: {
      description: "Interface language (<html lang>)",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "zh-CN", title: "中文" },
          { value: "en", title: "English" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { sideTheme: "dark", size: "medium", colorMode: "light", locale: "zh-CN" },
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story, in the Storybook UI and in the test run; the
    // afterEach above repeats the check in the other side theme and in the other colour mode.
    a11y: { test: "error" },
  },
};

export default preview;
