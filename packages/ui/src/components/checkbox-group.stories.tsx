import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent } from "storybook/test";

import { CheckboxGroup, type CheckboxGroupProps } from "./checkbox-group";

const roles = [
  { value: 1, label: "超级管理员" },
  { value: 2, label: "普通角色" },
  { value: 3, label: "教师" },
];

type HarnessProps = Omit<CheckboxGroupProps<number>, "value"> & { start?: number[] };

/** A 角色 field holding its checked values, as a form does. */
function Harness({ start = [], onValueChange, ...props }: HarnessProps) {
  const [value, setValue] = React.useState<number[]>(start);
  return (
    <CheckboxGroup<number>
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: "Primitives/CheckboxGroup",
  component: Harness,
  args: { legend: "角色", options: roles, onValueChange: fn(), emptyHint: "未分配角色的用户只能访问首页" },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing checked: the hint describes the group; a click checks. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "角色" });
    await expect(group).toHaveAccessibleDescription("未分配角色的用户只能访问首页");
    await userEvent.click(canvas.getByText("教师"));
    await expect(canvas.getByRole("checkbox", { name: "教师" })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith([3]);
    await expect(canvas.queryByText("未分配角色的用户只能访问首页")).not.toBeInTheDocument();
  },
};

/** With values: the keyboard (Tab, Space) checks and unchecks; new choices go at the end. */
export const WithValues: Story = {
  args: { start: [2] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "普通角色" })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "超级管理员" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onValueChange).toHaveBeenLastCalledWith([2, 1]);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(args.onValueChange).toHaveBeenLastCalledWith([1]);
    await expect(canvas.getByRole("checkbox", { name: "普通角色" })).not.toBeChecked();
  },
};

/** A refused field: the legend and the error, which describes the group. */
export const WithError: Story = {
  args: { start: [1], error: "角色不存在" },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "角色" });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("角色不存在");
  },
};

/** The choices still loading. */
export const Loading: Story = {
  args: { options: undefined, loadingText: "正在加载角色" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在加载角色");
    await expect(canvas.queryByRole("checkbox")).not.toBeInTheDocument();
  },
};

/** The choices could not be loaded: the reason and 重试. */
export const LoadFailed: Story = {
  args: { options: undefined, loadError: "角色加载失败", onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("角色加载失败");
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Disabled: nothing can be changed. */
export const Disabled: Story = {
  args: { start: [1], disabled: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("checkbox", { name: "教师" });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** English: the default loading and failure texts. */
export const English: Story = {
  globals: { locale: "en" },
  args: { legend: "Roles", options: undefined, loadError: "", onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The options could not be loaded");
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  },
};
