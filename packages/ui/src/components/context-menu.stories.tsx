import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { ContextMenu } from "./context-menu";

const onSelect = fn();

const meta = {
  title: "Primitives/ContextMenu",
  component: ContextMenu.Root,
  render: (args) => (
    <ContextMenu.Root {...args}>
      <ContextMenu.Trigger className="flex h-24 w-64 items-center justify-center rounded-md border border-dashed text-sm">
        在此处右键
      </ContextMenu.Trigger>
      <ContextMenu.Content>
        <ContextMenu.Item onSelect={() => onSelect("refresh")}>刷新页面</ContextMenu.Item>
        <ContextMenu.Separator />
        <ContextMenu.Item onSelect={() => onSelect("close")}>关闭当前</ContextMenu.Item>
        <ContextMenu.Item disabled>关闭左侧</ContextMenu.Item>
      </ContextMenu.Content>
    </ContextMenu.Root>
  ),
} satisfies Meta<typeof ContextMenu.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async () => {
    await expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  },
};

export const RightClick: Story = {
  play: async ({ canvas }) => {
    onSelect.mockClear();
    await userEvent.pointer({ keys: "[MouseRight]", target: canvas.getByText("在此处右键") });
    const menu = await screen.findByRole("menu");
    await expect(menu).toBeInTheDocument();
    await expect(screen.getByRole("menuitem", { name: "关闭左侧" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{Enter}");
    await expect(onSelect).toHaveBeenCalledWith("refresh");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};
