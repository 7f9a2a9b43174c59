import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { ConfirmProvider } from "../components/confirm";
import { message, Toaster } from "../components/toaster";
import { adminRoutes, notices } from "../fixtures/menus.mocks";
import { breadcrumbFor, buildMenu, flattenMenu } from "../lib/menu-tree";
import type { FullscreenApi } from "./fullscreen-toggle";
import { Navbar } from "./navbar";

const menu = buildMenu(adminRoutes);

function fakeFullscreen(enabled: boolean): FullscreenApi {
  let full = false;
  const listeners = new Set<() => void>();
  return {
    enabled: () => enabled,
    isFullscreen: () => full,
    toggle: async () => {
      full = !full;
      listeners.forEach((l) => l());
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

const meta = {
  title: "Shell/Navbar",
  component: Navbar,
  parameters: { layout: "fullscreen" },
  beforeEach: () => {
    message.dismiss();
  },
  args: {
    breadcrumb: breadcrumbFor(adminRoutes, "/system/notify/message", "首页"),
    searchEntries: flattenMenu(menu),
    onNavigate: fn(),
    sidebarCollapsed: false,
    onToggleSidebar: fn(),
    size: "medium",
    onSizeChange: fn(),
    notices,
    onViewAllNotices: fn(),
    user: { name: "张老师" },
    onProfile: fn(),
    onOpenSettings: fn(),
    onLogout: fn(),
    fullscreen: fakeFullscreen(true),
  },
  decorators: [
    (Story) => (
      <ConfirmProvider>
        <div style={{ minHeight: 360 }}>
          <Story />
        </div>
        <Toaster />
      </ConfirmProvider>
    ),
  ],
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBreadcrumb: Story = {
  play: async ({ args, canvas }) => {
    const crumb = canvas.getByRole("navigation", { name: "面包屑导航" });
    await expect(
      within(crumb)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["首页", "系统管理", "站内信管理", "消息记录"]);
    // noRedirect and last items are plain text.
    await expect(
      within(crumb)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["首页"]);
    await expect(within(crumb).getByText("消息记录")).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(crumb).getByRole("link", { name: "首页" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/index");
  },
};

export const ToggleSidebar: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("button", { name: "收起侧边栏" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle);
    await expect(args.onToggleSidebar).toHaveBeenCalledTimes(1);
  },
};

export const SidebarHidden: Story = {
  args: { sidebarHidden: true, sidebarCollapsed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "展开侧边栏" })).toBeDisabled();
  },
};

export const TopMenuWithMore: Story = {
  args: { topNav: true, topMenu: menu, width: 1020 },
  play: async ({ args, canvas }) => {
    const top = canvas.getByRole("navigation", { name: "顶部菜单" });
    // floor(1020 / 3 / 85) = 4 items, the rest under 更多菜单.
    await expect(
      within(top)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["首页", "系统管理", "工作流程", "课堂教学", "更多菜单"]);
    await userEvent.click(within(top).getByRole("button", { name: "更多菜单" }));
    await expect(await screen.findByRole("menuitem", { name: "帮助文档" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(within(top).getByRole("button", { name: "首页" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/index");
  },
};

export const Mobile: Story = {
  args: { mobile: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "搜索" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /消息通知/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "全屏" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "布局大小" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "张老师" })).toBeInTheDocument();
  },
};

export const FullscreenToggle: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "全屏" });
    await userEvent.click(button);
    await expect(canvas.getByRole("button", { name: "退出全屏" })).toHaveAttribute("aria-pressed", "true");
  },
};

export const FullscreenUnsupported: Story = {
  args: { fullscreen: fakeFullscreen(false) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "全屏" }));
    await expect(await screen.findByText("你的浏览器不支持全屏")).toBeInTheDocument();
  },
};

export const SizeChange: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "布局大小" }));
    const items = await screen.findAllByRole("menuitemradio");
    await expect(items.map((i) => i.textContent)).toEqual(["较大", "默认", "稍小", "迷你"]);
    await expect(screen.getByRole("menuitemradio", { name: "默认" })).toHaveAttribute("aria-checked", "true");
    await userEvent.click(screen.getByRole("menuitemradio", { name: "稍小" }));
    await expect(args.onSizeChange).toHaveBeenCalledWith("small");
    await expect(await screen.findByText("设置布局大小成功")).toBeInTheDocument();
  },
};

export const UserMenuItems: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "张老师" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("menuitem", { name: "个人中心" }));
    await expect(args.onProfile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await screen.findByRole("menuitem", { name: "布局设置" }));
    await expect(args.onOpenSettings).toHaveBeenCalledTimes(1);
  },
};

export const LogoutConfirmed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "张老师" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "退出登录" }));
    const dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(dialog).toHaveAccessibleDescription("确定注销并退出系统吗？");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
  },
};

export const LogoutCancelled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "张老师" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "退出登录" }));
    await userEvent.click(await screen.findByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};
