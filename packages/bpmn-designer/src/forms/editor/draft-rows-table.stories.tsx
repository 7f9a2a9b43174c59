import { ConfirmProvider, useConfirm } from "@smartclass/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import "../../styles.css";

import { draftRow, type DraftRow } from "../field-draft";
import { DraftRowsTable } from "./draft-rows-table";

type DemoProps = { initial: [string, string][]; max?: number; confirm?: boolean; error?: string };

function Rows({ initial, max = 3, confirm: ask = false, error }: DemoProps) {
  const { confirm } = useConfirm();
  const [rows, setRows] = React.useState<DraftRow[]>(() => initial.map(([id, text]) => draftRow(id, text)));
  return (
    <div className="flex max-w-lg flex-col gap-3">
      <DraftRowsTable
        name="values"
        rows={rows}
        onChange={setRows}
        confirmRemove={ask ? () => confirm("确认移除该选项吗？") : undefined}
        errors={{ "values.0.id": rows[0]?.id === "" ? "选项标识不能为空" : "" }}
        error={error}
        caption="枚举值列表"
        idHeader="选项标识"
        textHeader="选项名称"
        idLabel={(n) => `选项 ${n} 的标识`}
        textLabel={(n) => `选项 ${n} 的名称`}
        removeLabel={(n) => `移除选项 ${n}`}
        addLabel="添加选项"
        empty="暂无数据"
        max={max}
        indexHeader="序号"
        actionsHeader="操作"
      />
      <output aria-label="行">{rows.map((row) => `${row.id}=${row.text}`).join(",")}</output>
    </div>
  );
}

function Demo(props: DemoProps) {
  return (
    <ConfirmProvider>
      <Rows {...props} />
    </ConfirmProvider>
  );
}

const meta = {
  title: "BPMN/Forms/Draft rows table",
  component: Demo,
  args: { initial: [["sick", "病假"]] },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const output = (root: HTMLElement) => within(root).getByRole("status", { name: "行" });

/** Rows are edited in place; 添加 focuses the new row, and stops at the maximum. */
export const AddAndEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "选项 1 的名称" }), "（需证明）");
    await userEvent.click(canvas.getByRole("button", { name: "添加选项" }));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "选项 2 的标识" })).toHaveFocus());
    await userEvent.keyboard("personal");
    await userEvent.tab();
    await userEvent.keyboard("事假");
    await userEvent.click(canvas.getByRole("button", { name: "添加选项" }));
    await expect(canvas.getByRole("button", { name: "添加选项" })).toBeDisabled();
    await expect(output(canvasElement)).toHaveTextContent("sick=病假（需证明）,personal=事假,=");
  },
};

/** Removing focuses the next row's remove button, or the previous one's, or 添加 when none is left. */
export const RemoveMovesFocus: Story = {
  args: {
    initial: [
      ["a", "甲"],
      ["b", "乙"],
      ["c", "丙"],
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "移除选项 1" }));
    await waitFor(() => expect(canvas.getByRole("button", { name: "移除选项 1" })).toHaveFocus());
    await expect(output(canvasElement)).toHaveTextContent("b=乙,c=丙");
    await userEvent.click(canvas.getByRole("button", { name: "移除选项 2" }));
    await waitFor(() => expect(canvas.getByRole("button", { name: "移除选项 1" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "添加选项" })).toHaveFocus());
    await expect(canvas.getByRole("table", { name: "枚举值列表" })).toHaveTextContent("暂无数据");
  },
};

/** With a confirmation, 取消 keeps the row. */
export const ConfirmRemove: Story = {
  args: { confirm: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "移除选项 1" }));
    const ask = await screen.findByRole("alertdialog", { name: "系统提示" });
    await userEvent.click(within(ask).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(output(canvasElement)).toHaveTextContent("sick=病假");
    await userEvent.click(canvas.getByRole("button", { name: "移除选项 1" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(output(canvasElement)).toHaveTextContent(/^$/));
  },
};

/** A row's error sits under its input; the table's own error is an alert tied to 添加. */
export const WithErrors: Story = {
  args: { initial: [["", "病假"]], error: "枚举至少需要一个选项" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "选项 1 的标识" })).toHaveAccessibleDescription(
      "选项标识不能为空",
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent("枚举至少需要一个选项");
    await expect(canvas.getByRole("button", { name: "添加选项" })).toHaveAccessibleDescription("枚举至少需要一个选项");
  },
};
