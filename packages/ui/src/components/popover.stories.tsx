import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import { Popover } from "./popover";

const meta = {
  title: "Primitives/Popover",
  component: Popover.Root,
  render: (args) => (
    <Popover.Root {...args}>
      <Popover.Trigger asChild>
        <Button>课程信息</Button>
      </Popover.Trigger>
      <Popover.Content aria-label="课程信息">
        <p className="text-sm">高等数学 · 第 3 周</p>
        <Popover.Close asChild>
          <Button size="small" className="mt-2">
            知道了
          </Button>
        </Popover.Close>
      </Popover.Content>
    </Popover.Root>
  ),
} satisfies Meta<typeof Popover.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "课程信息" })).toHaveAttribute("aria-expanded", "false");
  },
};

export const OpenAndEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "课程信息" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "课程信息" });
    await expect(dialog).toHaveTextContent("高等数学");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "课程信息" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "知道了" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
