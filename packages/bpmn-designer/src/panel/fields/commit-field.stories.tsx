import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

import "../../styles.css";

import { FieldStage } from "../stories/field-harness";
import { typeText } from "../stories/play-helpers";
import { CommitField } from "./commit-field";

/** A field over a value held by the story: each commit is logged; an empty value is refused. */
function Demo({ rows, disabled }: { rows?: readonly [number, number]; disabled?: boolean }) {
  const [value, setValue] = React.useState("初始值");
  const [log, setLog] = React.useState<string[]>([]);
  return (
    <FieldStage disabled={disabled}>
      <CommitField
        label="名称"
        value={value}
        rows={rows}
        hint="离开输入框或按回车时保存"
        onCommit={(next) => {
          if (next === "") return "名称不能为空";
          setValue(next);
          setLog((entries) => [...entries, next]);
          return undefined;
        }}
      />
      <button type="button" onClick={() => setValue("外部修改")}>
        外部修改
      </button>
      <output aria-label="提交记录">{log.join("|")}</output>
    </FieldStage>
  );
}

const meta = {
  title: "BPMN/Panel/Fields/Commit field",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing writes nothing; leaving the field writes once; Enter writes; Escape brings the value back. */
export const CommitsOnBlurAndEnter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole("textbox", { name: "名称" }, { timeout: 15000 });
    await expect(input).toHaveAccessibleDescription("离开输入框或按回车时保存");
    await userEvent.clear(input);
    await typeText(input, "甲");
    await expect(canvas.getByLabelText("提交记录")).toHaveTextContent("");
    await userEvent.tab();
    await expect(canvas.getByLabelText("提交记录")).toHaveTextContent("甲");
    await userEvent.click(input);
    await typeText(input, "乙");
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByLabelText("提交记录")).toHaveTextContent("甲|甲乙");
    await typeText(input, "丙");
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveValue("甲乙");
    // Leaving an unchanged field writes nothing.
    await userEvent.tab();
    await expect(canvas.getByLabelText("提交记录")).toHaveTextContent("甲|甲乙");
  },
};

/** A refused value shows its error at the field (aria-invalid, aria-describedby) and keeps the draft; a new value from outside replaces both. */
export const ErrorAtTheField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole("textbox", { name: "名称" }, { timeout: 15000 });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("名称不能为空");
    await expect(input).toHaveValue("");
    await userEvent.click(canvas.getByRole("button", { name: "外部修改" }));
    await waitFor(() => expect(input).toHaveValue("外部修改"));
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

/** The multi-line field grows between its row bounds and commits on Ctrl+Enter or when left. */
export const MultiLine: Story = {
  args: { rows: [2, 4] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = await canvas.findByRole("textbox", { name: "名称" }, { timeout: 15000 });
    await expect(area.tagName).toBe("TEXTAREA");
    await expect(area).toHaveAttribute("rows", "2");
    await userEvent.click(area);
    await typeText(area, "\n二\n三\n四\n五");
    await expect(area).toHaveAttribute("rows", "4");
    await expect(canvas.getByLabelText("提交记录")).toHaveTextContent("");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect(canvas.getByLabelText("提交记录")).toHaveTextContent("初始值 二 三 四 五");
  },
};

/** Disabled (the simulation runs): it cannot be edited. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("textbox", { name: "名称" }, { timeout: 15000 }),
    ).toBeDisabled();
  },
};
