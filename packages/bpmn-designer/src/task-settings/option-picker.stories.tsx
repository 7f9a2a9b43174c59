import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { OptionPicker } from "./option-picker";
import { schoolOptions } from "./stories/fixtures";
import type { AssignOption } from "./types";

type DemoProps = {
  initial: number[];
  options: AssignOption[];
  error?: string;
  disabled?: boolean;
  onChange: (value: number[]) => void;
  onClose: () => void;
};

/** The picker over a value held by the story. */
function Demo({ initial, onChange, ...props }: DemoProps) {
  const [value, setValue] = React.useState(initial);
  return (
    <OptionPicker
      label="用户"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      {...props}
    />
  );
}

const meta = {
  title: "BPMN/Workflow settings/Option picker",
  component: Demo,
  args: { initial: [], options: schoolOptions.users, onChange: fn(), onClose: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: only the button. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "用户" })).toBeVisible();
    await expect(canvas.queryByRole("list", { name: "已选用户" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "选择用户" })).toHaveAttribute("aria-haspopup", "dialog");
  },
};

/** Chosen values are chips in the order chosen, each with its remove button; an unknown id is named as deleted. */
export const Chosen: Story = {
  args: { initial: [42, 40, 99] },
  play: async ({ args, canvas }) => {
    const chips = within(canvas.getByRole("list", { name: "已选用户" })).getAllByRole("listitem");
    await expect(chips.map((chip) => chip.textContent)).toEqual(["王校长", "张老师", "已删除的选项（99）"]);
    await expect(canvas.getByRole("button", { name: /选择用户/ })).toHaveTextContent("已选 3 项");
    await userEvent.click(canvas.getByRole("button", { name: "移除 张老师" }));
    await expect(args.onChange).toHaveBeenLastCalledWith([42, 99]);
  },
};

/** With the pointer: open, tick two options (in that order), untick one, close by clicking outside. */
export const PickWithPointer: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "选择用户" }));
    const dialog = await screen.findByRole("dialog", { name: "选择用户" });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "李老师" }));
    await userEvent.click(within(dialog).getByText("张老师"));
    await expect(args.onChange).toHaveBeenLastCalledWith([41, 40]);
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "李老师" }));
    await expect(args.onChange).toHaveBeenLastCalledWith([40]);
    await expect(within(dialog).getByRole("checkbox", { name: "张老师" })).toBeChecked();
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** With the keyboard: Enter opens it with focus in the search box; typing filters; arrows move; Space ticks; Escape closes. */
export const PickWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "选择用户" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "选择用户" });
    const search = within(dialog).getByRole("searchbox", { name: "搜索用户" });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard("老师");
    const options = within(dialog).getByRole("group", { name: "用户选项" });
    await expect(
      within(options)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("aria-checked")),
    ).toEqual(["false", "false"]);
    await expect(within(options).queryByRole("checkbox", { name: "王校长" })).toBeNull();

    await userEvent.keyboard("{ArrowDown}");
    await expect(within(options).getByRole("checkbox", { name: "张老师" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(options).getByRole("checkbox", { name: "李老师" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith([41]);
    await userEvent.keyboard("{Home}");
    await expect(within(options).getByRole("checkbox", { name: "张老师" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(search).toHaveFocus();

    await userEvent.clear(search);
    await userEvent.keyboard("校长{ArrowDown} ");
    await expect(args.onChange).toHaveBeenLastCalledWith([41, 42]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(1);

    // The search starts afresh the next time.
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByRole("searchbox", { name: "搜索用户" })).toHaveValue("");
    await userEvent.keyboard("{Escape}");
  },
};

/** A search matching nothing says so. */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "选择用户" }));
    await userEvent.keyboard("教务");
    await expect(await screen.findByRole("status")).toHaveTextContent("无匹配项");
    await userEvent.keyboard("{Escape}");
  },
};

/** A dimension with no options at all. */
export const NoOptions: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "选择用户" }));
    await expect(await screen.findByRole("status")).toHaveTextContent("暂无可选项");
    await userEvent.keyboard("{Escape}");
  },
};

/** An error is tied to the button (aria-invalid, description) and shown under it. */
export const Invalid: Story = {
  args: { error: "请选择用户" },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "选择用户" });
    await expect(trigger).toHaveAttribute("aria-invalid", "true");
    await expect(trigger).toHaveAccessibleDescription("请选择用户");
  },
};

/** Disabled: neither the button nor the chips' remove buttons work. */
export const Disabled: Story = {
  args: { initial: [40], disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /选择用户/ })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "移除 张老师" })).toBeDisabled();
  },
};
