import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { deanReturnTargets } from "./stories/fixtures";
import { choose, optionsOf, rowOf } from "./stories/play";
import type { WorkflowButton } from "./types";
import { WorkflowButtonEditor } from "./workflow-button-editor";

type DemoProps = {
  initial: WorkflowButton[];
  returnTargets: { key: string; name: string }[];
  disabled?: boolean;
  onChange: (buttons: WorkflowButton[]) => void;
};

/** The editor over buttons held by the story; every change goes to `onChange` (a spy). */
function Demo({ initial, onChange, ...props }: DemoProps) {
  const [buttons, setButtons] = React.useState(initial);
  return (
    <div className="max-w-md">
      <WorkflowButtonEditor
        buttons={buttons}
        onChange={(next) => {
          onChange(next);
          setButtons(next);
        }}
        {...props}
      />
    </div>
  );
}

const custom: WorkflowButton[] = [
  { id: "b1", code: "approve", name: "同意", isHide: false, sort: 1 },
  { id: "b3", code: "return", name: "退回修改", isHide: false, next: "apply", sort: 2 },
  { id: "b2", code: "reject", name: "驳回", isHide: true, sort: 3 },
  { id: "b4", code: "transfer", name: "转交", isHide: false, sort: 4 },
];

const meta = {
  title: "BPMN/Workflow settings/Workflow buttons",
  component: Demo,
  args: { initial: [], returnTargets: deanReturnTargets, onChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole("list", { name: "操作按钮列表" }))
    .getAllByRole("group")
    .map((group) => group.getAttribute("aria-label"));

/** A task without buttons shows the defaults (通过, 不通过, 退回, 转办, all shown); 恢复默认 has nothing to do. */
export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(rowNames(canvas)).toEqual(["通过", "不通过", "退回", "转办"]);
    await expect(canvas.getByText("未单独设置时，任务提供默认按钮：通过、不通过、退回、转办。")).toBeVisible();
    await expect(rowOf(canvas, "不通过").getByRole("textbox", { name: "不通过按钮名称" })).toHaveValue("不通过");
    for (const name of ["通过", "不通过", "退回", "转办"])
      await expect(rowOf(canvas, name).getByRole("switch", { name: "隐藏" })).not.toBeChecked();
    await expect(rowOf(canvas, "退回").getByRole("combobox", { name: "退回到" })).toHaveTextContent("由处理人选择");
    await expect(rowOf(canvas, "通过").queryByRole("combobox", { name: "退回到" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "恢复默认" })).toBeDisabled();
  },
};

/** A task's own buttons: names, order, a hidden one and a fixed return target. */
export const Filled: Story = {
  args: { initial: custom },
  play: async ({ canvas }) => {
    await expect(rowNames(canvas)).toEqual(["通过", "退回", "不通过", "转办"]);
    await expect(rowOf(canvas, "通过").getByRole("textbox", { name: "通过按钮名称" })).toHaveValue("同意");
    await expect(rowOf(canvas, "不通过").getByRole("switch", { name: "隐藏" })).toBeChecked();
    await expect(rowOf(canvas, "退回").getByRole("combobox", { name: "退回到" })).toHaveTextContent("填写申请");
    await expect(canvas.getByRole("button", { name: "恢复默认" })).toBeEnabled();
  },
};

/** Renaming: every keystroke is a change of all four buttons; empty and over 10 characters are refused. */
export const RenameAndValidate: Story = {
  play: async ({ args, canvas }) => {
    const name = rowOf(canvas, "通过").getByRole("textbox", { name: "通过按钮名称" });
    await userEvent.clear(name);
    await expect(name).toHaveAccessibleDescription("请填写按钮名称");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(name, "同意");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ code: "approve", name: "同意", sort: 1 }),
      expect.objectContaining({ code: "reject", name: "不通过", sort: 2 }),
      expect.objectContaining({ code: "return", name: "退回", sort: 3 }),
      expect.objectContaining({ code: "transfer", name: "转办", sort: 4 }),
    ]);
    await userEvent.type(name, "并提交给下一位审批人");
    await expect(name).toHaveAccessibleDescription("按钮名称最多10个字符");
    await userEvent.type(name, "{Backspace}");
    await expect(name).toHaveValue("同意并提交给下一位审批");
    await expect(name).toHaveAccessibleDescription("按钮名称最多10个字符");
    await userEvent.type(name, "{Backspace}");
    await expect(name).not.toHaveAttribute("aria-invalid");
  },
};

/** The hidden switch (by pointer and by Space) and 上移/下移. */
export const HideAndReorder: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(rowOf(canvas, "转办").getByRole("switch", { name: "隐藏" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ code: "transfer", isHide: true })]),
    );
    const rejectHidden = rowOf(canvas, "不通过").getByRole("switch", { name: "隐藏" });
    rejectHidden.focus();
    await userEvent.keyboard(" ");
    await expect(rejectHidden).toBeChecked();

    await expect(rowOf(canvas, "通过").getByRole("button", { name: "上移 通过" })).toBeDisabled();
    await userEvent.click(rowOf(canvas, "转办").getByRole("button", { name: "上移 转办" }));
    await expect(rowNames(canvas)).toEqual(["通过", "不通过", "转办", "退回"]);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ code: "approve", sort: 1 }),
      expect.objectContaining({ code: "reject", isHide: true, sort: 2 }),
      expect.objectContaining({ code: "transfer", isHide: true, sort: 3 }),
      expect.objectContaining({ code: "return", sort: 4 }),
    ]);
    await expect(rowOf(canvas, "退回").getByRole("button", { name: "下移 退回" })).toBeDisabled();
    await userEvent.click(rowOf(canvas, "通过").getByRole("button", { name: "下移 通过" }));
    await expect(rowNames(canvas)).toEqual(["不通过", "通过", "转办", "退回"]);
  },
};

/** 退回 goes to one of the earlier user tasks, or the assignee chooses. */
export const ReturnTarget: Story = {
  play: async ({ args, canvas }) => {
    const row = rowOf(canvas, "退回");
    await expect(await optionsOf(row, "退回到")).toEqual(["由处理人选择", "组长审批", "填写申请"]);
    await choose(row, "退回到", "组长审批");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ code: "return", next: "head" })]),
    );
    await choose(row, "退回到", "由处理人选择");
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as WorkflowButton[];
    await expect(last.find((button) => button.code === "return")).not.toHaveProperty("next");
  },
};

/** A return target no longer in the diagram is shown as such, with its error. */
export const MissingReturnTarget: Story = {
  args: { initial: custom.map((button) => (button.code === "return" ? { ...button, next: "Task_gone" } : button)) },
  play: async ({ canvas }) => {
    const select = rowOf(canvas, "退回").getByRole("combobox", { name: "退回到" });
    await expect(select).toHaveTextContent("Task_gone（已不在流程图中）");
    await expect(select).toHaveAccessibleDescription("该节点已不在流程图中，请重新选择");
  },
};

/** The first user task has nothing to return to: the assignee chooses, and a note says why. */
export const NoEarlierTasks: Story = {
  args: { returnTargets: [] },
  play: async ({ canvas }) => {
    const row = rowOf(canvas, "退回");
    await expect(row.getByText("流程图中该任务之前没有其他用户任务，退回时由处理人选择。")).toBeVisible();
    await expect(await optionsOf(row, "退回到")).toEqual(["由处理人选择"]);
  },
};

/** Buttons missing from a task's own list are listed hidden with their default names. */
export const MissingCodes: Story = {
  args: { initial: [{ id: "b1", code: "approve", name: "同意", isHide: false, sort: 1 }] },
  play: async ({ canvas }) => {
    await expect(rowNames(canvas)).toEqual(["通过", "不通过", "退回", "转办"]);
    await expect(rowOf(canvas, "转办").getByRole("switch", { name: "隐藏" })).toBeChecked();
    await expect(rowOf(canvas, "转办").getByRole("textbox", { name: "转办按钮名称" })).toHaveValue("转办");
  },
};

/** 恢复默认 asks first; confirmed, the task has no buttons of its own again. */
export const ResetToDefaults: Story = {
  args: { initial: custom },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "恢复默认" }));
    let confirm = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(confirm).toHaveAccessibleDescription("确认恢复默认的操作按钮吗？");
    await userEvent.click(within(confirm).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole("button", { name: "恢复默认" }));
    confirm = await screen.findByRole("alertdialog", { name: "系统提示" });
    await userEvent.click(within(confirm).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([]));
    await expect(rowNames(canvas)).toEqual(["通过", "不通过", "退回", "转办"]);
    await expect(rowOf(canvas, "通过").getByRole("textbox", { name: "通过按钮名称" })).toHaveValue("通过");
    await expect(canvas.getByRole("button", { name: "恢复默认" })).toBeDisabled();
  },
};

/** Disabled: nothing can be changed. */
export const Disabled: Story = {
  args: { initial: custom, disabled: true },
  play: async ({ canvas }) => {
    const row = rowOf(canvas, "退回");
    await expect(row.getByRole("textbox", { name: "退回按钮名称" })).toBeDisabled();
    await expect(row.getByRole("switch", { name: "隐藏" })).toBeDisabled();
    await expect(row.getByRole("combobox", { name: "退回到" })).toBeDisabled();
    await expect(row.getByRole("button", { name: "上移 退回" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "恢复默认" })).toBeDisabled();
  },
};

const englishRowNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole("list", { name: "Buttons" }))
    .getAllByRole("group")
    .map((group) => group.getAttribute("aria-label"));

/**
 * On an English page the default names read Approve, Reject, Return, Transfer; a change still passes
 * the defaults in their saved (Chinese) form, so the model's settings do not depend on the language.
 */
export const DefaultsInEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ args, canvas }) => {
    await expect(englishRowNames(canvas)).toEqual(["Approve", "Reject", "Return", "Transfer"]);
    await expect(
      canvas.getByText("Unless set here, a task offers the default buttons: Approve, Reject, Return, Transfer."),
    ).toBeVisible();
    for (const name of ["Approve", "Reject", "Return", "Transfer"])
      await expect(rowOf(canvas, name).getByRole("textbox", { name: `${name} button name` })).toHaveValue(name);
    await userEvent.click(rowOf(canvas, "Transfer").getByRole("switch", { name: "Hidden" }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ code: "approve", name: "通过", isHide: false }),
      expect.objectContaining({ code: "reject", name: "不通过", isHide: false }),
      expect.objectContaining({ code: "return", name: "退回", isHide: false }),
      expect.objectContaining({ code: "transfer", name: "转办", isHide: true }),
    ]);
    await expect(rowOf(canvas, "Transfer").getByRole("textbox", { name: "Transfer button name" })).toHaveValue(
      "Transfer",
    );
  },
};

/** In English, a chosen name is kept as typed; typing a default name back saves it as the default again. */
export const RenameInEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ args, canvas }) => {
    const name = rowOf(canvas, "Approve").getByRole("textbox", { name: "Approve button name" });
    await userEvent.type(name, " all");
    await expect(name).toHaveValue("Approve all");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ code: "approve", name: "Approve all" })]),
    );
    await userEvent.type(name, "{Backspace}{Backspace}{Backspace}{Backspace}");
    await expect(name).toHaveValue("Approve");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ code: "approve", name: "通过" })]),
    );
  },
};
