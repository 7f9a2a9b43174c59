import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { adminRoutes } from "../fixtures/menus.mocks";
import { buildMenu } from "../lib/menu-tree";
import { TopMenu } from "./top-menu";

const meta = {
  title: "Shell/TopMenu",
  component: TopMenu,
  args: { menu: buildMenu(adminRoutes), width: 1280, activeKey: "/system", onSelect: fn(), openExternal: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllFit: Story = {
  play: async ({ canvas }) => {
    // floor(1280 / 3 / 85) = 5: every item fits, no 更多菜单.
    await expect(canvas.getAllByRole("button")).toHaveLength(5);
    await expect(canvas.queryByRole("button", { name: "更多菜单" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "系统管理" })).toHaveAttribute("aria-current", "true");
  },
};

export const Overflow: Story = {
  args: { width: 800 },
  play: async ({ args, canvas }) => {
    // floor(800 / 3 / 85) = 3 items, then 更多菜单.
    const top = within(canvas.getByRole("navigation", { name: "顶部菜单" }));
    await expect(top.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "首页",
      "系统管理",
      "工作流程",
      "更多菜单",
    ]);
    const more = top.getByRole("button", { name: "更多菜单" });
    more.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menu");
    await userEvent.click(screen.getByRole("menuitem", { name: "帮助文档" }));
    await expect(args.openExternal).toHaveBeenCalledWith("https://www.example.com/smartclass/docs");
    // The same button (the light trigger it was before the menu's code loaded is replaced by the real one).
    await waitFor(() => expect(top.getByRole("button", { name: "更多菜单" })).toHaveFocus());
  },
};

export const SelectGroup: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "工作流程" }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: "/bpm" }));
  },
};
