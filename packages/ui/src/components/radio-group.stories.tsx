import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { Label } from "./label";
import { Radio, RadioGroup } from "./radio-group";

const meta = {
  title: "Primitives/Radio",
  component: RadioGroup,
  args: { onValueChange: fn(), "aria-label": "性别", defaultValue: "1" },
  render: (args) => (
    <RadioGroup {...args}>
      <div className="flex items-center gap-2">
        <Radio id="sex-1" value="1" />
        <Label htmlFor="sex-1">男</Label>
      </div>
      <div className="flex items-center gap-2">
        <Radio id="sex-2" value="2" />
        <Label htmlFor="sex-2">女</Label>
      </div>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "男" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "女" })).not.toBeChecked();
  },
};

export const Choose: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText("女"));
    await expect(canvas.getByRole("radio", { name: "女" })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith("2");
  },
};

export const ArrowKeys: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "男" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "女" })).toHaveFocus());
    await userEvent.keyboard(" ");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "女" })).toBeChecked());
    await expect(args.onValueChange).toHaveBeenCalledWith("2");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "女" })).toBeDisabled();
  },
};
