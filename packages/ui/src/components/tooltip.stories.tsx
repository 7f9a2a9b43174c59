import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import { Tooltip } from "./tooltip";

const meta = {
  title: "Primitives/Tooltip",
  component: Tooltip.Root,
  render: (args) => (
    <Tooltip.Root {...args}>
      <Tooltip.Trigger asChild>
        <Button>课堂记录与练习</Button>
      </Tooltip.Trigger>
      <Tooltip.Content>查看课堂记录与课堂练习</Tooltip.Content>
    </Tooltip.Root>
  ),
} satisfies Meta<typeof Tooltip.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "课堂记录与练习" }));
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("查看课堂记录与课堂练习");
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole("button", { name: "课堂记录与练习" });
    await expect(trigger).toHaveFocus();
    await screen.findByRole("tooltip");
    await expect(trigger).toHaveAccessibleDescription("查看课堂记录与课堂练习");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { open: true },
  play: async () => {
    await expect(await screen.findByRole("tooltip")).toBeInTheDocument();
  },
};
