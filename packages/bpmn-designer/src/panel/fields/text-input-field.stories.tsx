import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, within } from "storybook/test";

import "../../styles.css";

import { FieldStage } from "../stories/field-harness";
import { typeText } from "../stories/play-helpers";
import { TextInputField } from "./text-input-field";

function Demo({ error, rows }: { error?: string; rows?: number }) {
  const [value, setValue] = React.useState("");
  return (
    <FieldStage>
      <TextInputField label="脚本内容" required value={value} error={error} rows={rows} onChange={setValue} />
    </FieldStage>
  );
}

const meta = {
  title: "BPMN/Panel/Fields/Text input field",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled, controlled input. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole("textbox", { name: "脚本内容" }, { timeout: 15000 });
    await typeText(input, "x = 1");
    await expect(input).toHaveValue("x = 1");
  },
};

/** Its error is tied to it; a multi-line variant has the given rows. */
export const ErrorMultiLine: Story = {
  args: { error: "请填写脚本内容", rows: 4 },
  play: async ({ canvasElement }) => {
    const area = await within(canvasElement).findByRole("textbox", { name: "脚本内容" }, { timeout: 15000 });
    await expect(area).toHaveAttribute("rows", "4");
    await expect(area).toHaveAttribute("aria-invalid", "true");
    await expect(area).toHaveAccessibleDescription("请填写脚本内容");
  },
};
