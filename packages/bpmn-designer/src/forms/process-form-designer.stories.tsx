import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { ProcessFormDesigner } from "./process-form-designer";
import { leaveForm } from "./stories/leave-form";
import { closed, confirmDialog, openAdd, type } from "./stories/play-helpers";

const meta = {
  title: "BPMN/Forms/Process form designer",
  component: ProcessFormDesigner,
  args: { initial: null, onSave: fn(async () => undefined), onBack: fn() },
} satisfies Meta<typeof ProcessFormDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new form: 保存 asks for a name and at least one field and hands over nothing; with both, it hands
 * over the trimmed name, the state (开启 by default), no remark, and the fields.
 */
export const NewForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await expect(await canvas.findByText("表单名称不能为空")).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent("请至少添加一个字段");
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole("textbox", { name: /表单名称/ }), "  出差申请 ");
    const dialog = await openAdd(canvas);
    await type(dialog, "字段标识", "city");
    await type(dialog, "字段名称", "出差城市");
    await confirmDialog(dialog);
    await closed();
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        name: "出差申请",
        status: 0,
        remark: null,
        fields: [{ id: "city", type: "string", label: "出差城市" }],
      }),
    );
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** A saved form, turned off: its values are shown and handed back with the state; 返回 leaves. */
export const SavedForm: Story = {
  args: { initial: { name: "请假单", status: 1, remark: "全校通用", fields: leaveForm } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /表单名称/ })).toHaveValue("请假单");
    await expect(canvas.getByRole("textbox", { name: "备注" })).toHaveValue("全校通用");
    const enabled = canvas.getByRole("switch", { name: "开启" });
    await expect(enabled).not.toBeChecked();
    await userEvent.click(enabled);
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ name: "请假单", status: 0, remark: "全校通用", fields: leaveForm }),
      ),
    );
    await userEvent.click(canvas.getByRole("button", { name: "返回" }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** While a save is under way, 保存 waits. */
export const Saving: Story = {
  args: { initial: { name: "请假单", status: 0, fields: leaveForm }, saving: true },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole("button", { name: "保存" });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute("aria-busy", "true");
  },
};
