import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { RandomPickDialog } from "./random-pick-dialog";

const meta = {
  title: "Classroom/RandomPickDialog",
  component: RandomPickDialog,
  tags: ["!autodocs"],
  args: { open: true, onOpenChange: fn(), pick: "random" },
} satisfies Meta<typeof RandomPickDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Random pick: titled 随机选人, cancel closes it. */
export const RandomPick: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "随机选人" });
    await expect(dialog).toHaveTextContent("你被选中了");
    await userEvent.click(screen.getByRole("button", { name: "取消" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Named call-out: titled 点名提问; Escape closes it too. */
export const NamedCallOut: Story = {
  args: { pick: "specific" },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "点名提问" });
    await expect(dialog).toHaveTextContent("你被选中了");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
