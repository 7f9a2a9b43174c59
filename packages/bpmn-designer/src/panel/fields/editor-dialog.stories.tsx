import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import "../../styles.css";

import { FieldStage } from "../stories/field-harness";
import { typeText } from "../stories/play-helpers";
import { EditorDialog } from "./editor-dialog";
import { TextInputField } from "./text-input-field";

function Demo({ disabled }: { disabled?: boolean }) {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState("");
  const [error, setError] = React.useState<string>();
  const [saved, setSaved] = React.useState("");
  return (
    <FieldStage disabled={disabled}>
      <button type="button" onClick={() => setOpen(true)}>
        打开编辑器
      </button>
      <EditorDialog
        open={open}
        onOpenChange={setOpen}
        title="编辑属性"
        onSubmit={() => {
          if (name === "") return setError("请填写属性名");
          setSaved(name);
          setOpen(false);
        }}
      >
        <TextInputField
          label="属性名"
          required
          value={name}
          error={error}
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
        />
      </EditorDialog>
      <output aria-label="已保存">{saved}</output>
    </FieldStage>
  );
}

const meta = {
  title: "BPMN/Panel/Fields/Editor dialog",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 600 px wide; a backdrop click keeps it; 确定 validates; Enter in a field submits; focus returns to the opener. */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = await canvas.findByRole("button", { name: "打开编辑器" }, { timeout: 15000 });
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "编辑属性" });
    await expect(dialog.className).toContain("max-w-[600px]");
    await userEvent.click(document.querySelector('[data-slot="dialog-overlay"]')!, { pointerEventsCheck: 0 });
    await expect(screen.getByRole("dialog", { name: "编辑属性" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    const input = within(dialog).getByRole("textbox", { name: "属性名" });
    await expect(input).toHaveAccessibleDescription("请填写属性名");
    await typeText(input, "level");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByLabelText("已保存")).toHaveTextContent("level");
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Escape closes it without saving. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "打开编辑器" }, { timeout: 15000 }));
    const dialog = await screen.findByRole("dialog", { name: "编辑属性" });
    await typeText(within(dialog).getByRole("textbox", { name: "属性名" }), "x");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByLabelText("已保存")).toHaveTextContent("");
  },
};

/** While the simulation runs its fields and 确定 are disabled; 取消 still closes it. */
export const Locked: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "打开编辑器" }, { timeout: 15000 }));
    const dialog = await screen.findByRole("dialog", { name: "编辑属性" });
    await expect(within(dialog).getByRole("textbox", { name: "属性名" })).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: "确定" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};
