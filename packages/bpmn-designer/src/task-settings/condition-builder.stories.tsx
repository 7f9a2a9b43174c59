import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { ConditionBuilder } from "./condition-builder";
import { leaveFields } from "./stories/fixtures";
import { choose, fill, optionsOf, rowOf } from "./stories/play";
import type { ConditionField, SequenceCondition } from "./types";

type DemoProps = {
  initial: SequenceCondition[];
  fields?: ConditionField[];
  disabled?: boolean;
  showErrors?: boolean;
  onChange: (rows: SequenceCondition[], expression: string | null) => void;
};

/** The builder over rows held by the story; every change goes to `onChange` (a spy). */
function Demo({ initial, onChange, ...props }: DemoProps) {
  const [rows, setRows] = React.useState(initial);
  return (
    <div className="max-w-md">
      <ConditionBuilder
        conditions={rows}
        onChange={(next, expression) => {
          onChange(next, expression);
          setRows(next);
        }}
        {...props}
      />
    </div>
  );
}

const filled: SequenceCondition[] = [
  { id: "c2", field: "type", compare: "==", value: "sick", logic: "&&", sort: 2 },
  { id: "c1", field: "days", compare: ">", value: "3", logic: "&&", sort: 1 },
];

const meta = {
  title: "BPMN/Workflow settings/Condition builder",
  component: Demo,
  args: { initial: [], fields: leaveFields, onChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const expression = (canvas: ReturnType<typeof within>) => canvas.getByRole("textbox", { name: "条件表达式" });

/** No rows: a note, the 添加条件 button, and no expression. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("暂无条件")).toBeVisible();
    await expect(expression(canvas)).toHaveValue("（无条件）");
    await expect(expression(canvas)).toHaveAttribute("readonly");
  },
};

/** Rows in `sort` order (not the array's), the first without 关系, and their compiled expression. */
export const Filled: Story = {
  args: { initial: filled },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "条件列表" });
    const rows = within(list).getAllByRole("group");
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveAccessibleName("条件 1");
    await expect(rows[1]).toHaveAccessibleName("条件 2");
    const first = rowOf(canvas, "条件 1");
    await expect(first.getByRole("combobox", { name: "表单字段" })).toHaveTextContent("请假天数");
    await expect(first.queryByRole("combobox", { name: "关系" })).toBeNull();
    await expect(first.getByRole("spinbutton", { name: "值" })).toHaveValue(3);
    const second = rowOf(canvas, "条件 2");
    await expect(second.getByRole("combobox", { name: "关系" })).toHaveTextContent("并且");
    await expect(second.getByRole("combobox", { name: "值" })).toHaveTextContent("病假");
    await expect(expression(canvas)).toHaveValue('${days > 3 && type == "sick"}');
  },
};

/** Adding a row and filling it: the expression follows; a fresh row shows no error until its controls are used. */
export const AddAndFill: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "添加条件" }));
    const row = rowOf(canvas, "条件 1");
    await expect(row.getByRole("combobox", { name: "表单字段" })).not.toHaveAttribute("aria-invalid");
    await expect(canvas.getByText("未完成或有错误的条件不会写入表达式。")).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ field: "", sort: 1 })], null);

    await choose(row, "表单字段", "请假天数");
    await choose(row, "比较", "大于等于");
    const value = row.getByRole("spinbutton", { name: "值" });
    await fill(value, "5");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      [expect.objectContaining({ field: "days", compare: ">=", value: "5" })],
      "${days >= 5}",
    );
    await expect(expression(canvas)).toHaveValue("${days >= 5}");
    await expect(canvas.queryByText("未完成或有错误的条件不会写入表达式。")).toBeNull();

    // A second row joined by 或者, on a text field: 包含 writes `literal in field`.
    await userEvent.click(canvas.getByRole("button", { name: "添加条件" }));
    const second = rowOf(canvas, "条件 2");
    await choose(second, "关系", "或者");
    await choose(second, "表单字段", "请假原因");
    await choose(second, "比较", "包含");
    await fill(second.getByRole("textbox", { name: "值" }), '发烧"38度"');
    await expect(expression(canvas)).toHaveValue('${days >= 5 || "发烧\\"38度\\"" in reason}');
  },
};

/** Typing a value is one change: it is handed on when the field is left or Enter is pressed; Escape reverts. */
export const ValueCommitsOnLeave: Story = {
  args: { initial: [{ id: "c1", field: "reason", compare: "==", value: "病", logic: "&&", sort: 1 }] },
  play: async ({ args, canvas }) => {
    const value = rowOf(canvas, "条件 1").getByRole("textbox", { name: "值" });
    await userEvent.type(value, "假");
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(expression(canvas)).toHaveValue('${reason == "病假"}');
    await userEvent.type(value, "条");
    await userEvent.keyboard("{Escape}");
    await expect(value).toHaveValue("病假");
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Each type offers only the comparisons and the value control that fit it. */
export const ComparisonsByType: Story = {
  args: { initial: [{ id: "c1", field: "", compare: "==", value: "", logic: "&&", sort: 1 }] },
  play: async ({ canvas }) => {
    const row = rowOf(canvas, "条件 1");
    await choose(row, "表单字段", "请假天数");
    await expect(await optionsOf(row, "比较")).toEqual(["等于", "不等于", "大于", "大于等于", "小于", "小于等于"]);
    await expect(row.getByRole("spinbutton", { name: "值" })).toBeVisible();

    await choose(row, "比较", "小于");
    await choose(row, "表单字段", "是否紧急");
    // 小于 does not fit a boolean: the row falls back to 等于.
    await expect(row.getByRole("combobox", { name: "比较" })).toHaveTextContent("等于");
    await expect(await optionsOf(row, "比较")).toEqual(["等于", "不等于"]);
    await expect(await optionsOf(row, "值")).toEqual(["是", "否"]);
    await choose(row, "值", "是");
    await expect(expression(canvas)).toHaveValue("${urgent == true}");

    await choose(row, "表单字段", "请假类型");
    await expect(await optionsOf(row, "值")).toEqual(["病假", "年假", "事假"]);
    await choose(row, "值", "年假");
    await expect(expression(canvas)).toHaveValue('${type == "annual"}');

    await choose(row, "表单字段", "请假原因");
    await expect(await optionsOf(row, "比较")).toEqual(["等于", "不等于", "包含"]);

    await choose(row, "表单字段", "开始日期");
    await expect(row.getByRole("textbox", { name: "值" })).toHaveAttribute("placeholder", "格式：YYYY-MM-DD");
    await choose(row, "比较", "大于");
    await fill(row.getByRole("textbox", { name: "值" }), "2024-09-01");
    await expect(expression(canvas)).toHaveValue('${start > "2024-09-01"}');

    await choose(row, "表单字段", "报销金额");
    await fill(row.getByRole("spinbutton", { name: "值" }), "99.5");
    await expect(expression(canvas)).toHaveValue("${amount > 99.5}");
  },
};

/** A value of the wrong type shows its message at the field and is left out of the expression. */
export const ValidationErrors: Story = {
  args: {
    initial: [
      { id: "c1", field: "days", compare: ">", value: "2.5", logic: "&&", sort: 1 },
      { id: "c2", field: "reason", compare: "==", value: "", logic: "||", sort: 2 },
      { id: "c3", field: "", compare: "==", value: "", logic: "&&", sort: 3 },
      { id: "c4", field: "type", compare: "==", value: "sick", logic: "||", sort: 4 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(rowOf(canvas, "条件 1").getByRole("spinbutton", { name: "值" })).toHaveAccessibleDescription(
      "比较值必须是整数",
    );
    await expect(rowOf(canvas, "条件 2").getByRole("textbox", { name: "值" })).toHaveAccessibleDescription(
      "请填写比较值",
    );
    const third = rowOf(canvas, "条件 3");
    await expect(third.getByRole("combobox", { name: "表单字段" })).toHaveAccessibleDescription("请选择表单字段");
    await expect(third.getByRole("combobox", { name: "表单字段" })).toHaveAttribute("aria-invalid", "true");
    await expect(expression(canvas)).toHaveValue('${type == "sick"}');
    await expect(expression(canvas)).toHaveAccessibleDescription("未完成或有错误的条件不会写入表达式。");

    await fill(rowOf(canvas, "条件 1").getByRole("spinbutton", { name: "值" }), "2");
    await expect(expression(canvas)).toHaveValue('${days > 2 || type == "sick"}');
  },
};

/** A fresh row with `showErrors` (a refused save) shows every error at once. */
export const ShowErrors: Story = {
  args: { showErrors: true, initial: [{ id: "c1", field: "", compare: "==", value: "", logic: "&&", sort: 1 }] },
  play: async ({ canvas }) => {
    const row = rowOf(canvas, "条件 1");
    await expect(row.getByRole("combobox", { name: "表单字段" })).toHaveAccessibleDescription("请选择表单字段");
    await expect(row.getByRole("textbox", { name: "值" })).toHaveAccessibleDescription("请填写比较值");
  },
};

/** Without form fields a row names a process variable (with the hint); every value is a JSON string. */
export const WithoutFormFields: Story = {
  args: { fields: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "添加条件" }));
    const row = rowOf(canvas, "条件 1");
    const variable = row.getByRole("textbox", { name: "变量名" });
    await expect(variable).toHaveAccessibleDescription("流程没有关联表单字段，请填写流程变量名");
    await expect(await optionsOf(row, "比较")).toHaveLength(7);
    await fill(variable, "1days");
    await expect(variable).toHaveAccessibleDescription(/^变量名只能以字母或下划线开头/);
    await fill(variable, "leaveDays");
    await expect(variable).not.toHaveAttribute("aria-invalid");
    await choose(row, "比较", "大于");
    await fill(row.getByRole("textbox", { name: "值" }), "3");
    await expect(expression(canvas)).toHaveValue('${leaveDays > "3"}');
  },
};

/** 上移/下移 reorder the rows (the first has no 关系); 移除 takes a row away. */
export const ReorderAndRemove: Story = {
  args: { initial: filled },
  play: async ({ args, canvas }) => {
    await expect(rowOf(canvas, "条件 1").getByRole("button", { name: "上移 条件 1" })).toBeDisabled();
    await expect(rowOf(canvas, "条件 2").getByRole("button", { name: "下移 条件 2" })).toBeDisabled();
    await userEvent.click(rowOf(canvas, "条件 2").getByRole("button", { name: "上移 条件 2" }));
    await expect(expression(canvas)).toHaveValue('${type == "sick" && days > 3}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      [expect.objectContaining({ id: "c2", sort: 1 }), expect.objectContaining({ id: "c1", sort: 2 })],
      '${type == "sick" && days > 3}',
    );
    await expect(rowOf(canvas, "条件 1").queryByRole("combobox", { name: "关系" })).toBeNull();
    await choose(rowOf(canvas, "条件 2"), "关系", "或者");
    await expect(expression(canvas)).toHaveValue('${type == "sick" || days > 3}');

    await userEvent.click(rowOf(canvas, "条件 1").getByRole("button", { name: "移除 条件 1" }));
    await expect(expression(canvas)).toHaveValue("${days > 3}");
    await userEvent.click(rowOf(canvas, "条件 1").getByRole("button", { name: "移除 条件 1" }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([], null));
    await expect(canvas.getByText("暂无条件")).toBeVisible();
  },
};

/** Disabled: every control and button is off, the expression still shows. */
export const Disabled: Story = {
  args: { initial: filled, disabled: true },
  play: async ({ canvas }) => {
    const row = rowOf(canvas, "条件 1");
    await expect(row.getByRole("combobox", { name: "表单字段" })).toBeDisabled();
    await expect(row.getByRole("spinbutton", { name: "值" })).toBeDisabled();
    await expect(row.getByRole("button", { name: "移除 条件 1" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "添加条件" })).toBeDisabled();
    await expect(expression(canvas)).toHaveValue('${days > 3 && type == "sick"}');
  },
};
