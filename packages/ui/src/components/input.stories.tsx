import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Input, Textarea } from "./input";
import { Label } from "./label";

const meta = {
  title: "Primitives/Input",
  component: Input,
  args: { onChange: fn(), placeholder: "请输入用户昵称" },
  render: (args) => (
    <div className="grid max-w-sm gap-1.5">
      <Label htmlFor="nickname">用户昵称</Label>
      <Input id="nickname" {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "用户昵称" });
    await userEvent.click(canvas.getByText("用户昵称"));
    await expect(input).toHaveFocus();
    await userEvent.type(input, "张老师");
    await expect(input).toHaveValue("张老师");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const MaxLength: Story = {
  args: { maxLength: 11, inputMode: "numeric" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "用户昵称" });
    await userEvent.type(input, "1380013800012345");
    await expect(input).toHaveValue("13800138000");
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "用户昵称" })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "只读内容" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "用户昵称" })).toBeDisabled();
  },
};

export const MultiLine: Story = {
  render: () => (
    <div className="grid max-w-sm gap-1.5">
      <Label htmlFor="remark">备注</Label>
      <Textarea id="remark" rows={3} />
    </div>
  ),
  play: async ({ canvas }) => {
    const area = canvas.getByRole("textbox", { name: "备注" });
    await userEvent.type(area, "第一行{enter}第二行");
    await expect(area).toHaveValue("第一行\n第二行");
  },
};
