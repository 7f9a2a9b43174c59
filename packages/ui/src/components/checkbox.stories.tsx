import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Checkbox } from "./checkbox";
import { Label } from "./label";

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
  args: { onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="remember" {...args} />
      <Label htmlFor="remember">记住密码</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "记住密码" });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText("记住密码"));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole("checkbox", { name: "记住密码" });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "记住密码" })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { checked: "indeterminate" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "记住密码" })).toHaveAttribute("aria-checked", "mixed");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "记住密码" })).toBeDisabled();
  },
};
