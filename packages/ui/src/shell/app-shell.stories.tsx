import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { notices, routesByRole, teacherRoutesEn } from "../fixtures/menus.mocks";
import type { Locale } from "../lib/locale";
import type { RouteRecord } from "../lib/menu-tree";
import { defaultSettings, SETTINGS_KEY } from "../lib/settings";
import { createMemoryStorage, type KeyValueStorage } from "../lib/storage";
import { AppShell } from "./app-shell";
import type { FullscreenApi } from "./fullscreen-toggle";

const noFullscreen: FullscreenApi = {
  enabled: () => false,
  isFullscreen: () => false,
  toggle: async () => {},
  subscribe: () => () => {},
};

type Role = keyof typeof routesByRole;

function Console({
  role,
  start,
  mobile,
  storage,
  onLogout,
  onLocaleChange,
  routes,
  userName,
}: {
  role: Role;
  start: string;
  mobile?: boolean;
  storage?: KeyValueStorage;
  onLogout: () => void;
  onLocaleChange?: (locale: Locale) => void;
  /** The role's menus unless given (e.g. with English titles). */
  routes?: RouteRecord[];
  userName?: string;
}) {
  const [path, setPath] = React.useState(start);
  const store = React.useMemo(() => storage ?? createMemoryStorage(), [storage]);
  const tags = React.useMemo(() => createMemoryStorage(), []);
  const names = { student: "李同学", teacher: "张老师", admin: "管理员" };
  return (
    <AppShell
      routes={routes ?? routesByRole[role]}
      currentPath={path}
      onNavigate={setPath}
      user={{ name: userName ?? names[role] }}
      onLogout={onLogout}
      onLocaleChange={onLocaleChange}
      notices={notices}
      storage={store}
      tagsStorage={tags}
      reload={() => {}}
      mobile={mobile}
      fullscreen={noFullscreen}
      title="智慧课堂"
    >
      <h1 className="text-lg font-semibold">当前页面</h1>
      <p className="text-sm text-muted-foreground" data-testid="path">
        {path}
      </p>
    </AppShell>
  );
}

const meta = {
  title: "Shell/AppShell",
  component: Console,
  parameters: { layout: "fullscreen" },
  args: { role: "teacher", start: "/index", mobile: false, onLogout: fn(), onLocaleChange: fn() },
} satisfies Meta<typeof Console>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = () => screen.getByRole("navigation", { name: "主菜单" });

export const Student: Story = {
  args: { role: "student", start: "/student/assignment/list" },
  play: async ({ canvas }) => {
    await expect(within(sidebar()).getByRole("link", { name: "我的作业" })).toHaveAttribute("aria-current", "page");
    await expect(within(sidebar()).queryByRole("button", { name: "系统管理" })).not.toBeInTheDocument();
    const tabs = canvas.getByRole("navigation", { name: "已访问页面" });
    await expect(
      within(tabs)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["首页", "我的作业"]);
  },
};

export const Teacher: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(within(sidebar()).getByRole("button", { name: "课堂教学" }));
    await userEvent.click(within(sidebar()).getByRole("link", { name: "课堂签到" }));
    await expect(canvas.getByTestId("path")).toHaveTextContent("/teacher/checkin");
    const crumbs = canvas.getByRole("navigation", { name: "面包屑导航" });
    await expect(
      within(crumbs)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["首页", "课堂教学", "课堂签到"]);
    const tabs = canvas.getByRole("navigation", { name: "已访问页面" });
    await expect(
      within(tabs)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["首页", "课堂签到"]);
  },
};

export const Admin: Story = {
  args: { role: "admin", start: "/system/user" },
  play: async ({ canvas }) => {
    await expect(within(sidebar()).getByRole("link", { name: "用户管理" })).toHaveAttribute("aria-current", "page");
    // Header search leads to another page, which opens its submenu and adds a tab.
    await userEvent.click(canvas.getByRole("button", { name: "搜索" }));
    // Typed and confirmed at once: if the fuzzy search is still loading, the page opens when it has.
    await userEvent.keyboard("流程模型{Enter}");
    await waitFor(() => expect(canvas.getByTestId("path")).toHaveTextContent("/bpm/manager/model"));
    await expect(within(sidebar()).getByRole("button", { name: "工作流程" })).toHaveAttribute("aria-expanded", "true");
    const tabs = canvas.getByRole("navigation", { name: "已访问页面" });
    await expect(
      within(tabs)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["首页", "用户管理", "流程模型"]);
  },
};

export const CollapseSidebar: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "收起侧边栏" }));
    await waitFor(() => expect(screen.getByRole("complementary").getBoundingClientRect().width).toBe(54));
    await userEvent.click(canvas.getByRole("button", { name: "展开侧边栏" }));
    await waitFor(() => expect(screen.getByRole("complementary").getBoundingClientRect().width).toBe(200));
  },
};

export const LayoutSettingsFromUserMenu: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "张老师" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "布局设置" }));
    await screen.findByRole("dialog", { name: "主题风格设置" });
    await userEvent.click(screen.getByRole("switch", { name: "开启 Tags-Views" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("navigation", { name: "已访问页面" })).not.toBeInTheDocument());
  },
};

export const TopNav: Story = {
  args: {
    role: "admin",
    start: "/system/user",
    storage: createMemoryStorage({ [SETTINGS_KEY]: JSON.stringify({ ...defaultSettings, topNav: true }) }),
  },
  play: async ({ canvas }) => {
    const top = canvas.getByRole("navigation", { name: "顶部菜单" });
    await expect(within(top).getByRole("button", { name: "系统管理" })).toHaveAttribute("aria-current", "true");
    await expect(within(sidebar()).queryByRole("button", { name: "工作流程" })).not.toBeInTheDocument();
  },
};

export const LightSideTheme: Story = {
  args: {
    role: "admin",
    start: "/system/dict",
    storage: createMemoryStorage({ [SETTINGS_KEY]: JSON.stringify({ ...defaultSettings, sideTheme: "light" }) }),
  },
  play: async () => {
    await waitFor(() => expect(document.documentElement.dataset.sideTheme).toBe("light"));
    await expect(within(sidebar()).getByRole("link", { name: "字典管理" })).toHaveAttribute("aria-current", "page");
  },
};

export const Mobile: Story = {
  args: { mobile: true },
  play: async ({ canvas }) => {
    await expect(screen.queryByRole("navigation", { name: "主菜单" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "搜索" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "展开侧边栏" }));
    const drawer = await screen.findByRole("dialog", { name: "侧边栏" });
    await userEvent.click(within(drawer).getByRole("button", { name: "课堂教学" }));
    await userEvent.click(within(drawer).getByRole("link", { name: "AI 助教" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(canvas.getByTestId("path")).toHaveTextContent("/teacher/chat");
  },
};

export const Logout: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "张老师" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "退出登录" }));
    await userEvent.click(await screen.findByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
  },
};

/** The shell in English: navbar, sidebar, tabs and the user menu read in English; 中文 asks to switch back. */
export const English: Story = {
  globals: { locale: "en" },
  args: { routes: teacherRoutesEn, userName: "Ms Zhang" },
  play: async ({ args, canvas }) => {
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    await userEvent.click(within(menu).getByRole("button", { name: "Teaching" }));
    await userEvent.click(within(menu).getByRole("link", { name: "Check-in" }));
    await expect(canvas.getByTestId("path")).toHaveTextContent("/teacher/checkin");
    const crumbs = canvas.getByRole("navigation", { name: "Breadcrumb" });
    await expect(
      within(crumbs)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Home", "Teaching", "Check-in"]);
    const tabs = canvas.getByRole("navigation", { name: "Visited pages" });
    await expect(within(tabs).getByRole("button", { name: "Close Check-in" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Search" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Layout size" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: /^Notifications/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Collapse sidebar" }));
    await expect(canvas.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(canvas.getByRole("button", { name: "Ms Zhang" }));
    const languages = await screen.findByRole("group", { name: "Language" });
    await expect(within(languages).getByRole("menuitemradio", { name: "English" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await userEvent.click(within(languages).getByRole("menuitemradio", { name: "中文" }));
    await expect(args.onLocaleChange).toHaveBeenCalledTimes(1);
    await expect(args.onLocaleChange).toHaveBeenCalledWith("zh-CN");
  },
};
