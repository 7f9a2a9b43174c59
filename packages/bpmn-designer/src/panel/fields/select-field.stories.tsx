import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, screen, userEvent, within } from "storybook/test";

import "../../styles.css";

import { FieldStage } from "../stories/field-harness";
import { SelectField } from "./select-field";

function Demo({ error, disabled }: { error?: string; disabled?: boolean }) {
  const [value, setValue] = React.useState<"a" | "b" | "">("");
  const [count, setCount] = React.useState(0);
  return (
    <FieldStage disabled={disabled}>
      <SelectField
        label="流转类型"
        required
        value={value}
        error={error}
        options={[
          { value: "a", label: "普通流转路径" },
          { value: "b", label: "条件流转路径" },
        ]}
        onChange={(next) => {
          setValue(next);
          setCount((n) => n + 1);
        }}
      />
      <output aria-label="选择次数">{count}</output>
    </FieldStage>
  );
}

const meta = {
  title: "BPMN/Panel/Fields/Select field",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder 无 until chosen; one choice is one change; the keyboard works too. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole("combobox", { name: "流转类型" }, { timeout: 15000 });
    await expect(trigger).toHaveTextContent("无");
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("option", { name: "条件流转路径" }));
    await expect(trigger).toHaveTextContent("条件流转路径");
    await expect(canvas.getByLabelText("选择次数")).toHaveTextContent("1");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expect(trigger).toHaveTextContent("普通流转路径");
  },
};

/** An error is tied to the select. */
export const WithError: Story = {
  args: { error: "请选择流转类型" },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole("combobox", { name: "流转类型" }, { timeout: 15000 });
    await expect(trigger).toHaveAccessibleDescription("请选择流转类型");
  },
};

/** Disabled while the simulation runs. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("combobox", { name: "流转类型" }, { timeout: 15000 }),
    ).toBeDisabled();
  },
};
