import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { AssigneeRuleEditor } from "./assignee-rule-editor";
import { leaveFields, schoolOptions } from "./stories/fixtures";
import { choose, fill, optionsOf, rowOf } from "./stories/play";
import type { AssignRule } from "./types";

type DemoProps = {
  initial: AssignRule[];
  disabled?: boolean;
  showErrors?: boolean;
  onChange: (rules: AssignRule[]) => void;
};

/** The editor over rules held by the story; every change goes to `onChange` (a spy). */
function Demo({ initial, onChange, ...props }: DemoProps) {
  const [rules, setRules] = React.useState(initial);
  return (
    <div className="max-w-md">
      <AssigneeRuleEditor
        rules={rules}
        options={schoolOptions}
        fields={leaveFields}
        onChange={(next) => {
          onChange(next);
          setRules(next);
        }}
        {...props}
      />
    </div>
  );
}

const filled: AssignRule[] = [
  { id: "r2", type: 21, value: [10], condition: "days > 3", operationType: "and", sort: 2 },
  { id: "r1", type: 10, value: [2, 1], operationType: "or", sort: 1 },
  { id: "r3", type: 50, value: [1], operationType: "or", sort: 3 },
];

const meta = {
  title: "BPMN/Workflow settings/Assignee rules",
  component: Demo,
  args: { initial: [], onChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No rules: what happens then is said, and a rule can be added. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("尚未设置分配规则：任务按其处理人、候选用户和候选分组分配。")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "添加规则" })).toBeEnabled();
  },
};

/** Rules in `sort` order, each summarised; from the second on, how it combines with the ones before. */
export const Filled: Story = {
  args: { initial: filled },
  play: async ({ canvas }) => {
    const first = rowOf(canvas, "规则 1");
    await expect(first.getByText("角色：教师、管理员")).toBeVisible();
    await expect(first.queryByRole("combobox", { name: "与前面规则的关系" })).toBeNull();
    await expect(first.getByRole("combobox", { name: "规则类型" })).toHaveTextContent("角色");
    await expect(within(first.getByRole("list", { name: "已选角色" })).getAllByRole("listitem")).toHaveLength(2);
    await expect(first.getByText("无（始终生效）")).toBeVisible();

    const second = rowOf(canvas, "规则 2");
    await expect(second.getByText("部门的负责人：教务处")).toBeVisible();
    await expect(second.getByRole("combobox", { name: "与前面规则的关系" })).toHaveTextContent("并且（交集）");
    await expect(second.getByText("days > 3")).toBeVisible();

    await expect(rowOf(canvas, "规则 3").getByText("自定义脚本：发起人")).toBeVisible();
  },
};

/** Each of the seven dimensions, with the dictionary's names, offers its own options. */
export const EachRuleType: Story = {
  args: { initial: [{ id: "r1", type: 10, value: [], operationType: "or", sort: 1 }] },
  play: async ({ canvas }) => {
    const rule = rowOf(canvas, "规则 1");
    await expect(await optionsOf(rule, "规则类型")).toEqual([
      "角色",
      "部门的成员",
      "部门的负责人",
      "岗位",
      "用户",
      "用户组",
      "自定义脚本",
    ]);
    const expected: [string, string[]][] = [
      ["部门的成员", ["教务处", "信息中心", "高一年级"]],
      ["部门的负责人", ["教务处", "信息中心", "高一年级"]],
      ["岗位", ["班主任", "教研组长"]],
      ["用户", ["张老师", "李老师", "王校长"]],
      ["用户组", ["高一年级组", "数学教研组"]],
      ["自定义脚本", ["发起人", "发起人的部门负责人"]],
      ["角色", ["管理员", "教师", "学生"]],
    ];
    for (const [dimension, names] of expected) {
      await choose(rule, "规则类型", dimension);
      await userEvent.click(rule.getByRole("button", { name: `选择${dimension}` }));
      const dialog = await screen.findByRole("dialog", { name: `选择${dimension}` });
      const group = within(within(dialog).getByRole("group", { name: `${dimension}选项` }));
      await expect(group.getAllByRole("checkbox")).toHaveLength(names.length);
      for (const name of names) await expect(group.getByRole("checkbox", { name })).toBeVisible();
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    }
  },
};

/** A new rule shows no error until its value list was opened and closed empty; then 请选择{维度}. */
export const AddRuleAndValidate: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "添加规则" }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ type: 10, value: [], operationType: "or", sort: 1 }),
    ]);
    const rule = rowOf(canvas, "规则 1");
    const trigger = rule.getByRole("button", { name: "选择角色" });
    await expect(trigger).not.toHaveAttribute("aria-invalid");
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "选择角色" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveAccessibleDescription("请选择角色"));
    await expect(trigger).toHaveAttribute("aria-invalid", "true");

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("checkbox", { name: "教师" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).not.toHaveAttribute("aria-invalid"));
    await expect(rule.getByText("角色：教师")).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ type: 10, value: [2] })]);

    // Another dimension starts without values.
    await choose(rule, "规则类型", "用户组");
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ type: 40, value: [] })]);
    await expect(rule.getByRole("button", { name: "选择用户组" })).toHaveAccessibleDescription("请选择用户组");
  },
};

/** Rules with no value and `showErrors` (a refused save): every rule says what it lacks. */
export const ValidationErrors: Story = {
  args: {
    showErrors: true,
    initial: [
      { id: "r1", type: 20, value: [], sort: 1 },
      { id: "r2", type: 50, value: [], operationType: "and", sort: 2 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(rowOf(canvas, "规则 1").getByRole("button", { name: "选择部门的成员" })).toHaveAccessibleDescription(
      "请选择部门的成员",
    );
    await expect(rowOf(canvas, "规则 2").getByRole("button", { name: "选择自定义脚本" })).toHaveAccessibleDescription(
      "请选择自定义脚本",
    );
    await expect(rowOf(canvas, "规则 2").getByText("自定义脚本：未选择")).toBeVisible();
  },
};

/** 上移/下移 reorder (renumbered), 并且/或者 is chosen per rule, and removing asks first. */
export const ReorderAndRemove: Story = {
  args: { initial: filled },
  play: async ({ args, canvas }) => {
    await userEvent.click(rowOf(canvas, "规则 3").getByRole("button", { name: "上移 规则 3" }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: "r1", sort: 1 }),
      expect.objectContaining({ id: "r3", sort: 2 }),
      expect.objectContaining({ id: "r2", sort: 3 }),
    ]);
    await expect(rowOf(canvas, "规则 2").getByText("自定义脚本：发起人")).toBeVisible();
    await choose(rowOf(canvas, "规则 2"), "与前面规则的关系", "并且（交集）");
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: "r1" }),
      expect.objectContaining({ id: "r3", operationType: "and" }),
      expect.objectContaining({ id: "r2" }),
    ]);

    await userEvent.click(rowOf(canvas, "规则 1").getByRole("button", { name: "移除 规则 1" }));
    let confirm = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(confirm).toHaveAccessibleDescription("确认移除该规则吗？");
    await userEvent.click(within(confirm).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(rowOf(canvas, "规则 1").getByText("角色：教师、管理员")).toBeVisible();

    await userEvent.click(rowOf(canvas, "规则 1").getByRole("button", { name: "移除 规则 1" }));
    confirm = await screen.findByRole("alertdialog", { name: "系统提示" });
    await userEvent.click(within(confirm).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(canvas.queryByText("角色：教师、管理员")).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: "r3", sort: 1 }),
      expect.objectContaining({ id: "r2", sort: 2 }),
    ]);
  },
};

/** A condition is built in a dialog over the form's fields; it reopens as rows; 清除条件 removes it. */
export const RuleCondition: Story = {
  args: { initial: [{ id: "r1", type: 10, value: [2], operationType: "or", sort: 1 }] },
  play: async ({ args, canvas }) => {
    const rule = rowOf(canvas, "规则 1");
    await userEvent.click(rule.getByRole("button", { name: "设置条件" }));
    let dialog = within(await screen.findByRole("dialog", { name: "设置生效条件" }));
    await userEvent.click(dialog.getByRole("button", { name: "添加条件" }));
    const row = rowOf(dialog, "条件 1");
    await choose(row, "表单字段", "请假天数");
    await choose(row, "比较", "大于");
    await fill(row.getByRole("spinbutton", { name: "值" }), "3");
    await expect(dialog.getByRole("textbox", { name: "条件表达式" })).toHaveValue("${days > 3}");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(rule.getByText("days > 3")).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ condition: "days > 3" })]);
    await waitFor(() => expect(rule.getByRole("button", { name: "修改条件" })).toHaveFocus());

    await userEvent.click(rule.getByRole("button", { name: "修改条件" }));
    dialog = within(await screen.findByRole("dialog", { name: "设置生效条件" }));
    await expect(rowOf(dialog, "条件 1").getByRole("combobox", { name: "表单字段" })).toHaveTextContent("请假天数");
    await expect(rowOf(dialog, "条件 1").getByRole("spinbutton", { name: "值" })).toHaveValue(3);
    // An unfinished row is refused with a message; 取消 changes nothing.
    await userEvent.click(dialog.getByRole("button", { name: "添加条件" }));
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await expect(dialog.getByRole("alert")).toHaveTextContent("请修正有错误的条件，或移除它们");
    await expect(rowOf(dialog, "条件 2").getByRole("combobox", { name: "表单字段" })).toHaveAccessibleDescription(
      "请选择表单字段",
    );
    await userEvent.click(dialog.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(rule.getByText("days > 3")).toBeVisible();

    await userEvent.click(rule.getByRole("button", { name: "清除条件" }));
    await expect(rule.getByText("无（始终生效）")).toBeVisible();
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as AssignRule[];
    await expect(last[0]).not.toHaveProperty("condition");
  },
};

/** A condition the builder did not write is edited as text, or started again in the builder. */
export const HandWrittenCondition: Story = {
  args: { initial: [{ id: "r1", type: 30, value: [40], condition: "(days > 3)", sort: 1 }] },
  play: async ({ args, canvas }) => {
    await userEvent.click(rowOf(canvas, "规则 1").getByRole("button", { name: "修改条件" }));
    const dialog = within(await screen.findByRole("dialog", { name: "设置生效条件" }));
    await expect(dialog.getByText("该条件不是由条件构造器生成的，只能以表达式编辑。")).toBeVisible();
    const text = dialog.getByRole("textbox", { name: "条件表达式" });
    await expect(text).toHaveValue("(days > 3)");
    await userEvent.clear(text);
    await userEvent.type(text, "(days > 5)");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ condition: "(days > 5)" })]);

    await userEvent.click(rowOf(canvas, "规则 1").getByRole("button", { name: "修改条件" }));
    const again = within(await screen.findByRole("dialog", { name: "设置生效条件" }));
    await userEvent.click(again.getByRole("button", { name: "改用条件构造器" }));
    await expect(again.getByText("暂无条件")).toBeVisible();
    await userEvent.click(again.getByRole("button", { name: "确定" }));
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as AssignRule[];
    await expect(last[0]).not.toHaveProperty("condition");
  },
};

/** Disabled: nothing can be changed. */
export const Disabled: Story = {
  args: { initial: filled, disabled: true },
  play: async ({ canvas }) => {
    const rule = rowOf(canvas, "规则 2");
    await expect(rule.getByRole("combobox", { name: "规则类型" })).toBeDisabled();
    await expect(rule.getByRole("combobox", { name: "与前面规则的关系" })).toBeDisabled();
    await expect(rule.getByRole("button", { name: /选择部门的负责人/ })).toBeDisabled();
    await expect(rule.getByRole("button", { name: "修改条件" })).toBeDisabled();
    await expect(rule.getByRole("button", { name: "移除 规则 2" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "添加规则" })).toBeDisabled();
  },
};
