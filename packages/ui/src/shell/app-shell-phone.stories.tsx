import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { notices, routesByRole } from "../fixtures/menus.mocks";
import { createMemoryStorage } from "../lib/storage";
import { AppShell } from "./app-shell";

// The shell on a phone held upright (360 × 640): the sidebar is a drawer opened from the header, a
// title bar with the page's title and a back button replaces the tabs and the breadcrumb, and the
// header keeps search, the bell and the user menu as finger-sized targets. The frame is 360 px wide and
// the phone layout is asked for, since the story runner's window is a desktop's; in Storybook the
// viewport toolbar shows the same at 360 px.

const PHONE = { width: 360, height: 640 };

/** A phone's page history kept in memory: navigating adds a page, back returns to the one before. */
function PhoneConsole({
  start,
  withBack = true,
  onNavigate,
}: {
  start: string;
  /** Hand the shell a back of the story's own history; without it the shell's default back is used. */
  withBack?: boolean;
  onNavigate: (path: string) => void;
}) {
  const [history, setHistory] = React.useState<readonly string[]>([start]);
  const path = history[history.length - 1] ?? start;
  const storage = React.useMemo(() => createMemoryStorage(), []);
  const tags = React.useMemo(() => createMemoryStorage(), []);
  return (
    <div data-testid="phone" style={{ width: PHONE.width, height: PHONE.height, overflow: "hidden" }}>
      <AppShell
        routes={routesByRole.student}
        currentPath={path}
        onNavigate={(next) => {
          onNavigate(next);
          setHistory((pages) => [...pages, next]);
        }}
        onBack={withBack ? () => setHistory((pages) => (pages.length > 1 ? pages.slice(0, -1) : pages)) : undefined}
        user={{ name: "李同学" }}
        onLogout={() => {}}
        notices={notices}
        storage={storage}
        tagsStorage={tags}
        reload={() => {}}
        phone
        title="智慧课堂"
      >
        <h1 className="text-lg font-semibold">当前页面</h1>
        <p className="text-sm text-muted-foreground" data-testid="path">
          {path}
        </p>
      </AppShell>
    </div>
  );
}

const meta = {
  title: "Shell/AppShell/On a phone",
  component: PhoneConsole,
  parameters: {
    layout: "fullscreen",
    viewport: {
      options: {
        phone360: { name: "Phone 360 × 640", styles: { width: "360px", height: "640px" }, type: "mobile" },
      },
    },
  },
  globals: { viewport: { value: "phone360", isRotated: false } },
  args: { start: "/student/assignment/list", onNavigate: fn() },
} satisfies Meta<typeof PhoneConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

const titleBar = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>("[data-slot=title-bar]") ?? document.body;
const menuButton = () => screen.getByRole("button", { name: "展开侧边栏" });

/** Each control is at least 44 × 44 px, and neighbours in a row are 8 px apart or more. */
async function expectThumbTargets(controls: readonly HTMLElement[]) {
  const boxes = controls.map((control) => control.getBoundingClientRect());
  const small = controls
    .filter((_, i) => boxes[i]!.width < 44 || boxes[i]!.height < 44)
    .map(
      (control, i) =>
        `${control.getAttribute("aria-label") ?? control.textContent}: ${boxes[i]!.width} × ${boxes[i]!.height}`,
    );
  await expect(small).toEqual([]);
  for (let i = 1; i < boxes.length; i += 1) {
    await expect(boxes[i]!.left - boxes[i - 1]!.right).toBeGreaterThanOrEqual(8);
  }
}

/** The page's title and a back button instead of tabs and breadcrumb; header buttons for a thumb. */
export const TitleBarAndHeader: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("navigation", { name: "已访问页面" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("navigation", { name: "面包屑导航" })).not.toBeInTheDocument();
    await expect(within(titleBar(canvasElement)).getByText("我的作业")).toBeVisible();
    await expect(within(titleBar(canvasElement)).getByRole("button", { name: "返回" })).toBeVisible();
    // The header keeps search, the bell and the user menu beside the menu button.
    await expectThumbTargets([
      canvas.getByRole("button", { name: "搜索" }),
      canvas.getByRole("button", { name: /^消息通知/ }),
      canvas.getByRole("button", { name: "李同学" }),
    ]);
    await expectThumbTargets([menuButton()]);
    await expectThumbTargets([within(titleBar(canvasElement)).getByRole("button", { name: "返回" })]);
    // Nothing is wider than the phone.
    const phone = canvas.getByTestId("phone");
    await expect(phone.scrollWidth).toBeLessThanOrEqual(PHONE.width);
  },
};

/** The drawer: focus stays inside it, Esc closes it and focus returns to the menu button. */
export const DrawerKeepsFocusAndEscCloses: Story = {
  play: async () => {
    await userEvent.click(menuButton());
    const drawer = await screen.findByRole("dialog", { name: "侧边栏" });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // Tabbing past the last link wraps inside the drawer rather than reaching the page behind it.
    for (let i = 0; i < 12; i += 1) await userEvent.tab();
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton()).toHaveFocus());
  },
};

/** Tapping the dimmed page beside the drawer closes it. */
export const BackdropCloses: Story = {
  play: async () => {
    await userEvent.click(menuButton());
    await screen.findByRole("dialog", { name: "侧边栏" });
    const backdrop = document.querySelector<HTMLElement>("[data-slot=app-shell-mobile-backdrop]");
    await expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop!);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Choosing a page in the drawer closes it and names the page; back returns to the page before. */
export const NavigateAndBack: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(menuButton());
    const drawer = await screen.findByRole("dialog", { name: "侧边栏" });
    await userEvent.click(within(drawer).getByRole("link", { name: "问卷调查" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onNavigate).toHaveBeenCalledWith("/student/survey/list");
    await expect(canvas.getByTestId("path")).toHaveTextContent("/student/survey/list");
    await expect(within(titleBar(canvasElement)).getByText("问卷调查")).toBeVisible();
    await userEvent.click(within(titleBar(canvasElement)).getByRole("button", { name: "返回" }));
    await expect(canvas.getByTestId("path")).toHaveTextContent("/student/assignment/list");
    await expect(within(titleBar(canvasElement)).getByText("我的作业")).toBeVisible();
  },
};

/** Opened from a link (the visit's first page), back goes up to the home page, which has no back. */
export const BackFromFirstPageGoesHome: Story = {
  args: { withBack: false },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(within(titleBar(canvasElement)).getByRole("button", { name: "返回" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/index");
    await expect(canvas.getByTestId("path")).toHaveTextContent("/index");
    await expect(within(titleBar(canvasElement)).getByText("首页")).toBeVisible();
    await expect(within(titleBar(canvasElement)).queryByRole("button", { name: "返回" })).not.toBeInTheDocument();
  },
};

/** The search opens over the whole header, a finger tall, and leads to the page chosen. */
export const SearchCoversTheHeader: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "搜索" }));
    const box = await canvas.findByRole("combobox", { name: "搜索" });
    await expect(box.getBoundingClientRect().width).toBeGreaterThan(PHONE.width - 40);
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard("课堂练习{Enter}");
    await waitFor(() => expect(canvas.getByTestId("path")).toHaveTextContent("/student/practice/list"));
    await expect(canvas.getByRole("button", { name: "搜索" })).toBeVisible();
  },
};
