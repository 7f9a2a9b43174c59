import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";

import "../../styles.css";

import { FieldStage } from "../stories/field-harness";
import { CheckField } from "./check-field";

function Demo({ disabled }: { disabled?: boolean }) {
  const [checked, setChecked] = React.useState(false);
  return (
    <FieldStage disabled={disabled}>
      <CheckField label="异步前" checked={checked} onChange={setChecked} />
      <output aria-label="状态">{String(checked)}</output>
    </FieldStage>
  );
}

const meta = {
  title: "BPMN/Panel/Fields/Check field",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label toggles it, and so does Space. */
export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole("checkbox", { name: "异步前" }, { timeout: 15000 });
    await userEvent.click(canvas.getByText("异步前"));
    await expect(box).toBeChecked();
    await expect(canvas.getByLabelText("状态")).toHaveTextContent("true");
    box.focus();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
  },
};

/** Disabled while the simulation runs. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("checkbox", { name: "异步前" }, { timeout: 15000 }),
    ).toBeDisabled();
  },
};
