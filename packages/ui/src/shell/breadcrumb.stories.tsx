import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { adminRoutes } from "../fixtures/menus.mocks";
import { breadcrumbFor } from "../lib/menu-tree";
import { Breadcrumb } from "./breadcrumb";

const meta = {
  title: "Shell/Breadcrumb",
  component: Breadcrumb,
  args: { items: breadcrumbFor(adminRoutes, "/system/user", "首页"), onNavigate: fn() },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StartsWithHome: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "面包屑导航" });
    await expect(
      within(nav)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["首页", "系统管理", "用户管理"]);
    // 系统管理 is noRedirect, 用户管理 is the last: both plain text.
    await expect(within(nav).getAllByRole("link")).toHaveLength(1);
    await userEvent.click(within(nav).getByRole("link", { name: "首页" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/index");
  },
};

export const HomeOnly: Story = {
  args: { items: breadcrumbFor(adminRoutes, "/index", "首页") },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(1);
    await expect(canvas.getByText("首页")).toHaveAttribute("aria-current", "page");
  },
};

/** Folders as the server sends them (no noRedirect): 工作流程 opens no page, so it is text, not a link. */
export const FoldersAreText: Story = {
  args: {
    items: breadcrumbFor(
      [
        {
          path: "/bpm",
          component: "",
          meta: { title: "工作流程" },
          children: [
            {
              path: "manager/model",
              component: "bpm/model/index",
              meta: { title: "流程模型" },
              children: [{ path: "design/:id", component: "bpm/model/design", meta: { title: "设计流程" } }],
            },
          ],
        },
      ],
      "/bpm/manager/model/design/7",
      "首页",
    ),
  },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "面包屑导航" });
    await expect(
      within(nav)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["首页", "工作流程", "流程模型", "设计流程"]);
    await expect(within(nav).queryByRole("link", { name: "工作流程" })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole("link", { name: "流程模型" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/bpm/manager/model");
  },
};
