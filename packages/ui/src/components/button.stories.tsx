import type { Meta, StoryObj } from "@storybook/react-vite";
import { PlusIcon } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";

import { Button } from "./button";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "保存", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: ["primary", "secondary", "outline", "danger", "ghost", "link"] },
    size: { control: "select", options: ["auto", "default", "medium", "small", "mini", "icon"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: "primary" },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "保存" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // The keyboard reaches and activates it too.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: "secondary" } };
export const Outline: Story = { args: { variant: "outline" } };
export const Danger: Story = { args: { variant: "danger", children: "删除" } };
export const Ghost: Story = { args: { variant: "ghost" } };
export const Link: Story = { args: { variant: "link", children: "查看全部" } };

export const Disabled: Story = {
  args: { variant: "primary", disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "保存" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {(["default", "medium", "small", "mini"] as const).map((size) => (
        <div key={size} className="flex items-center gap-2">
          {(["primary", "secondary", "outline", "danger", "ghost", "link"] as const).map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button {...args} size="icon" aria-label={`新增 (${size})`}>
            <PlusIcon aria-hidden />
          </Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole("button");
    await expect(buttons).toHaveLength(4 * 7);
    // Sizes really differ: default is taller than mini.
    const tallest = canvas.getByRole("button", { name: "primary default" }).getBoundingClientRect().height;
    const smallest = canvas.getByRole("button", { name: "primary mini" }).getBoundingClientRect().height;
    await expect(tallest).toBeGreaterThan(smallest);
  },
};

export const FollowsLayoutSize: Story = {
  render: (args) => (
    <div className="flex gap-4">
      {(["default", "medium", "small", "mini"] as const).map((size) => (
        <div key={size} data-size={size}>
          <Button {...args}>{size}</Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const big = canvas.getByRole("button", { name: "default" }).getBoundingClientRect().height;
    const mini = canvas.getByRole("button", { name: "mini" }).getBoundingClientRect().height;
    await expect(big).toBeGreaterThan(mini);
  },
};
