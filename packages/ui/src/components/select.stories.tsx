import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { Label } from "./label";
import { Select } from "./select";

const meta = {
  title: "Primitives/Select",
  component: Select.Root,
  args: { onValueChange: fn() },
  render: (args) => (
    <div className="grid max-w-xs gap-1.5">
      <Label htmlFor="status">状态</Label>
      <Select.Root {...args}>
        <Select.Trigger id="status">
          <Select.Value placeholder="请选择状态" />
        </Select.Trigger>
        <Select.Content>
          <Select.Item value="0">正常</Select.Item>
          <Select.Item value="1">停用</Select.Item>
          <Select.Item value="2" disabled>
            已删除
          </Select.Item>
        </Select.Content>
      </Select.Root>
    </div>
  ),
} satisfies Meta<typeof Select.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "状态" })).toHaveTextContent("请选择状态");
  },
};

export const ChooseWithPointer: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "状态" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("option", { name: "停用" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("1");
    await expect(trigger).toHaveTextContent("停用");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "状态" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
  },
};

export const Selected: Story = {
  args: { defaultValue: "0" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "状态" })).toHaveTextContent("正常");
  },
};
