import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Tabs } from "./tabs";

const meta = {
  title: "Primitives/Tabs",
  component: Tabs.Root,
  args: { defaultValue: "basic", onValueChange: fn() },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="个人信息">
        <Tabs.Trigger value="basic">基本资料</Tabs.Trigger>
        <Tabs.Trigger value="password">修改密码</Tabs.Trigger>
        <Tabs.Trigger value="social" disabled>
          第三方应用
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="basic">基本资料表单</Tabs.Content>
      <Tabs.Content value="password">修改密码表单</Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "基本资料" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("基本资料表单");
  },
};

export const Click: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "修改密码" }));
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("修改密码表单");
    await expect(args.onValueChange).toHaveBeenCalledWith("password");
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "基本资料" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "修改密码" })).toHaveFocus();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("修改密码表单");
  },
};
