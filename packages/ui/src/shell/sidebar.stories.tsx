import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { adminRoutes, studentRoutes } from "../fixtures/menus.mocks";
import { buildMenu } from "../lib/menu-tree";
import { Sidebar } from "./sidebar";

const meta = {
  title: "Shell/Sidebar",
  component: Sidebar,
  parameters: { layout: "fullscreen" },
  args: { menu: buildMenu(adminRoutes), currentPath: "/system/user", onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "主菜单" });
    await expect(within(nav).getByRole("link", { name: "用户管理" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("button", { name: "系统管理" })).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("complementary").getBoundingClientRect().width).toBe(200);
  },
};

export const Light: Story = {
  globals: { sideTheme: "light" },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.sideTheme).toBe("light");
    await expect(canvas.getByRole("link", { name: "用户管理" })).toBeVisible();
  },
};

export const OneSubmenuOpenAtATime: Story = {
  play: async ({ canvas }) => {
    const system = canvas.getByRole("button", { name: "系统管理" });
    const bpm = canvas.getByRole("button", { name: "工作流程" });
    await userEvent.click(bpm);
    await expect(bpm).toHaveAttribute("aria-expanded", "true");
    await expect(system).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByRole("link", { name: "流程模型" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "用户管理" })).not.toBeInTheDocument();
    await userEvent.click(bpm);
    await expect(bpm).toHaveAttribute("aria-expanded", "false");
  },
};

export const NavigateWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const dict = canvas.getByRole("link", { name: "字典管理" });
    dict.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onNavigate).toHaveBeenCalledWith("/system/dict");
  },
};

export const ExternalLink: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: /帮助文档/ });
    await expect(link).toHaveAttribute("href", "https://www.example.com/smartclass/docs");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const LongTitleTooltip: Story = {
  args: { currentPath: "/teacher/room/list" },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "课堂记录与练习" });
    await userEvent.hover(link);
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("课堂记录与练习");
    await userEvent.unhover(link);
    // Short titles have none.
    await userEvent.hover(canvas.getByRole("link", { name: "AI 话题" }));
    await new Promise((r) => setTimeout(r, 400));
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

export const SingleChildCollapses: Story = {
  args: {
    menu: buildMenu([
      { path: "/single", meta: { title: "父级" }, children: [{ path: "only", meta: { title: "唯一子页" } }] },
    ]),
    currentPath: "/",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "唯一子页" })).toHaveAttribute("href", "/single/only");
    await expect(canvas.queryByRole("button", { name: "父级" })).not.toBeInTheDocument();
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("complementary").getBoundingClientRect().width).toBe(54);
    await userEvent.click(canvas.getByRole("button", { name: "工作流程" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "流程表单" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/bpm/manager/form");
  },
};

export const StudentMenu: Story = {
  args: { menu: buildMenu(studentRoutes), currentPath: "/student/assignment/list", showLogo: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "我的作业" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.queryByRole("link", { name: "Smartclass" })).not.toBeInTheDocument();
  },
};
