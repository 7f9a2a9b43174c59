import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { Form } from "./form";
import { OptionSelect, type OptionSelectProps } from "./option-select";

const statuses = [
  { value: "0", label: "开启" },
  { value: "1", label: "关闭" },
  { value: "2", label: "已删除", disabled: true },
] as const;

type Status = (typeof statuses)[number]["value"];
type HarnessProps = Omit<OptionSelectProps<Status>, "options" | "value"> & { start?: Status | ""; error?: string };

/** A labelled 状态 field holding its value, as a form or a filter row does. */
function Harness({ start = "", error, onValueChange, ...props }: HarnessProps) {
  const [value, setValue] = React.useState<Status | "">(start);
  return (
    <Form.Field error={error} className="max-w-xs">
      <Form.Label>状态</Form.Label>
      <Form.Control>
        <OptionSelect<Status>
          {...props}
          options={statuses}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            onValueChange(next);
          }}
        />
      </Form.Control>
      <Form.Message />
    </Form.Field>
  );
}

const meta = {
  title: "Primitives/OptionSelect",
  component: Harness,
  args: { onValueChange: fn(), placeholder: "请选择状态" },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the placeholder. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "状态" })).toHaveTextContent("请选择状态");
  },
};

/** With a value: its option's label. */
export const WithValue: Story = {
  args: { start: "1" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "状态" })).toHaveTextContent("关闭");
  },
};

/** Keyboard: Enter opens the list, the arrows move (over the disabled option), Enter chooses. */
export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "状态" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByRole("option", { name: "已删除" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenLastCalledWith("1");
    await expect(trigger).toHaveTextContent("关闭");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** With a 全部 item: it shows for "", and choosing it gives "" back. */
export const WithAllItem: Story = {
  args: { allLabel: true, start: "0" },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "状态" });
    await expect(trigger).toHaveTextContent("开启");
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("option", { name: "全部" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("");
    await expect(trigger).toHaveTextContent("全部");
  },
};

/** Invalid inside a form field: the trigger is marked and described by the error. */
export const Invalid: Story = {
  args: { error: "状态不能为空" },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "状态" });
    await expect(trigger).toHaveAttribute("aria-invalid", "true");
    await expect(trigger).toHaveAccessibleDescription("状态不能为空");
  },
};

/** Disabled: the list does not open. */
export const Disabled: Story = {
  args: { disabled: true, start: "0" },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "状态" });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  },
};

/** English: the 全部 item reads All. */
export const English: Story = {
  globals: { locale: "en" },
  args: { allLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "状态" })).toHaveTextContent("All");
  },
};
