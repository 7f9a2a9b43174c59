import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";

import { pressArrow } from "../stories/keyboard";
import { draftId } from "./list-edit";
import type { EditableOption } from "./option-rules";
import { OptionsEditor } from "./options-editor";

const option = (text: string, right = false): EditableOption => ({ id: draftId("s"), text, right });

function Editor({ rightMode, errors }: { rightMode?: "single" | "multiple"; errors?: boolean }) {
  const [options, setOptions] = useState(() => [option("偏易"), option("适中", true), option("")]);
  const empty = options.find((o) => !o.text.trim());
  return (
    <OptionsEditor
      label="选项"
      options={options}
      onChange={setOptions}
      create={() => option("")}
      min={2}
      max={4}
      {...(rightMode ? { rightMode } : {})}
      {...(errors && empty ? { errors: { [empty.id]: "请填写选项内容" }, error: "请标记正确答案" } : {})}
    />
  );
}

const meta = {
  title: "Classroom/Shared/OptionsEditor",
  component: Editor,
  tags: ["!autodocs"],
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One right option: radio buttons, moved with the arrow keys. */
export const SingleRight: Story = {
  args: { rightMode: "single" },
  play: async ({ canvas }) => {
    const right = canvas.getByRole("radio", { name: "B 为正确答案" });
    await expect(right).toBeChecked();
    right.focus();
    await pressArrow("ArrowUp");
    await expect(canvas.getByRole("radio", { name: "A 为正确答案" })).toBeChecked();
    await expect(right).not.toBeChecked();
  },
};

/** Several right options: checkboxes; an option moved down carries its mark. */
export const MultipleRight: Story = {
  args: { rightMode: "multiple" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("checkbox", { name: "A 为正确答案" }));
    await userEvent.click(canvas.getByRole("button", { name: "下移选项 B" }));
    await expect(canvas.getByRole("textbox", { name: "选项 C" })).toHaveValue("适中");
    await expect(canvas.getByRole("checkbox", { name: "C 为正确答案" })).toBeChecked();
    await waitFor(() => expect(canvas.getByRole("button", { name: "上移选项 C" })).toHaveFocus());
  },
};

/** Survey choices: no right answer; four at most, two at least. */
export const ChoicesOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("radio")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "添加选项" }));
    await expect(canvas.getByRole("textbox", { name: "选项 D" })).toHaveFocus();
    await expect(canvas.getByRole("button", { name: "添加选项" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "删除选项 D" }));
    await expect(canvas.getByRole("textbox", { name: "选项 C" })).toHaveFocus();
  },
};

/** Messages at the option and under the list. */
export const WithErrors: Story = {
  args: { rightMode: "single", errors: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "选项 C" })).toHaveAccessibleDescription("请填写选项内容");
    await expect(canvas.getByText("请标记正确答案")).toBeInTheDocument();
  },
};
