import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { EditorStory } from "./stories/editor-story";
import { leaveForm } from "./stories/leave-form";
import { closed, confirmDialog, json, labels, openAdd, type } from "./stories/play-helpers";

const meta = {
  title: "BPMN/Forms/Process form editor",
  component: EditorStory,
  args: { fields: leaveForm, onChange: fn() },
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No fields yet: an empty state whose button adds the first; focus comes back to 添加字段. */
export const Empty: Story = {
  args: { fields: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("表单还没有字段，添加第一个字段吧")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    const preview = within(canvas.getByRole("region", { name: "表单预览" }));
    await expect(preview.getByText("该表单没有需要填写的字段")).toBeVisible();
    const dialog = await openAdd(canvas);
    await type(dialog, "字段标识", "title");
    await type(dialog, "字段名称", "标题");
    await confirmDialog(dialog);
    await closed();
    await expect(labels(canvas)).toEqual(["标题"]);
    await expect(args.onChange).toHaveBeenCalledWith([{ id: "title", type: "string", label: "标题" }]);
    await waitFor(() => expect(canvas.getByRole("button", { name: "添加字段" })).toHaveFocus());
  },
};

/** The leave request's fields: label, id, type and required, beside the form as it will be filled in. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(labels(canvas)).toEqual(leaveForm.map((field) => field.label));
    const hours = within(canvas.getByRole("cell", { name: "缺课课时" }).closest("tr")!);
    await expect(hours.getByRole("cell", { name: "hours" })).toBeVisible();
    await expect(hours.getByRole("cell", { name: "自定义（小数）" })).toBeVisible();
    await expect(hours.getByRole("cell", { name: "否" })).toBeVisible();
    const days = within(canvas.getByRole("cell", { name: "请假天数" }).closest("tr")!);
    await expect(days.getByRole("cell", { name: "长整数" })).toBeVisible();
    await expect(days.getByRole("cell", { name: "是" })).toBeVisible();
    const preview = within(canvas.getByRole("region", { name: "表单预览" }));
    await expect(preview.getByRole("radiogroup", { name: "请假类型" })).toBeVisible();
    await expect(preview.getByRole("switch", { name: "通知家长" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "上移 请假类型" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "下移 通知家长" })).toBeDisabled();
  },
};

/** The preview checks like the real form and shows what it would send; it changes nothing. */
export const PreviewSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const preview = within(canvas.getByRole("region", { name: "表单预览" }));
    await userEvent.click(preview.getByRole("button", { name: "校验" }));
    await waitFor(() =>
      expect(preview.getByRole("textbox", { name: "请假天数" })).toHaveAccessibleDescription("请假天数不能为空"),
    );
    const status = canvasElement.querySelector("[data-slot=process-form-preview] > [role=status]");
    await expect(status).toHaveTextContent(/^$/);
    await userEvent.click(preview.getByRole("radio", { name: "公假" }));
    await userEvent.type(preview.getByRole("textbox", { name: "请假天数" }), "2");
    await userEvent.type(preview.getByLabelText(/开始日期/), "2026-04-01");
    await userEvent.type(preview.getByRole("textbox", { name: "请假事由" }), "参加比赛");
    await userEvent.click(preview.getByRole("button", { name: "校验" }));
    await waitFor(() =>
      expect(status).toHaveTextContent(
        '将提交的值：{"kind":"public","days":2,"start":"2026-04-01","reason":"参加比赛","notifyParent":true}',
      ),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Editing a field keeps its id free for itself but not for another's; the row and preview follow. */
export const EditField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getByRole("button", { name: "编辑 请假天数" });
    await userEvent.click(edit);
    const dialog = within(await screen.findByRole("dialog", { name: "编辑字段" }));
    await expect(dialog.getByRole("textbox", { name: "字段标识" })).toHaveValue("days");
    await expect(dialog.getByRole("combobox", { name: "字段类型" })).toHaveTextContent("长整数 long");
    await expect(dialog.getByRole("switch", { name: "必填" })).toBeChecked();
    await expect(dialog.getByRole("textbox", { name: "最大值" })).toHaveValue("30");
    await type(dialog, "字段标识", "reason");
    await confirmDialog(dialog);
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: "字段标识" })).toHaveAccessibleDescription(/^字段标识已存在/),
    );
    await type(dialog, "字段标识", "days");
    await type(dialog, "字段名称", "请假天数（天）");
    await type(dialog, "最大值", "15");
    await confirmDialog(dialog);
    await closed();
    await waitFor(() => expect(canvas.getByRole("button", { name: "编辑 请假天数（天）" })).toHaveFocus());
    await expect(json(canvas)[1]).toEqual({
      id: "days",
      type: "long",
      label: "请假天数（天）",
      constraints: [{ name: "required" }, { name: "min", config: "1" }, { name: "max", config: "15" }],
    });
    const preview = within(canvas.getByRole("region", { name: "表单预览" }));
    await expect(preview.getByRole("textbox", { name: "请假天数（天）" })).toBeVisible();
  },
};

/** Removing asks 确认移除该字段吗？; 取消 keeps the field, 确定 removes it and focus goes to the next row. */
export const RemoveConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "移除 缺课课时" }));
    const ask = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(ask).toHaveAccessibleDescription("确认移除该字段吗？");
    await userEvent.click(within(ask).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(labels(canvas)).toContain("缺课课时");
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole("button", { name: "移除 缺课课时" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(labels(canvas)).not.toContain("缺课课时"));
    await expect(json(canvas).map((field) => field.id)).toEqual([
      "kind",
      "days",
      "start",
      "reason",
      "phone",
      "notifyParent",
    ]);
    await waitFor(() => expect(canvas.getByRole("button", { name: "移除 开始日期" })).toHaveFocus());
    const preview = within(canvas.getByRole("region", { name: "表单预览" }));
    await expect(preview.queryByRole("textbox", { name: "缺课课时" })).toBeNull();
  },
};

/** Removing the last field leaves the empty state, focus on its add button. */
export const RemoveLast: Story = {
  args: { fields: [{ id: "title", type: "string", label: "标题" }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "移除 标题" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    await expect(await canvas.findByText("表单还没有字段，添加第一个字段吧")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("button", { name: "添加字段" })).toHaveFocus());
  },
};

/** Moving fields up and down, by mouse and keyboard; focus stays with the moved field. */
export const Reorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "下移 请假类型" }));
    await waitFor(() => expect(labels(canvas).slice(0, 2)).toEqual(["请假天数", "请假类型"]));
    await expect(canvas.getByRole("button", { name: "下移 请假类型" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(labels(canvas).slice(0, 3)).toEqual(["请假天数", "缺课课时", "请假类型"]));
    await expect(canvas.getByRole("button", { name: "下移 请假类型" })).toHaveFocus();

    await userEvent.click(canvas.getByRole("button", { name: "上移 通知家长" }));
    await waitFor(() => expect(labels(canvas).slice(-2)).toEqual(["通知家长", "联系电话"]));
    // At the top, focus turns to the other direction.
    await userEvent.click(canvas.getByRole("button", { name: "上移 缺课课时" }));
    await waitFor(() => expect(labels(canvas)[0]).toBe("缺课课时"));
    await expect(canvas.getByRole("button", { name: "下移 缺课课时" })).toHaveFocus();
    await expect(json(canvas).map((field) => field.id)).toEqual([
      "hours",
      "days",
      "kind",
      "start",
      "reason",
      "notifyParent",
      "phone",
    ]);
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    const preview = canvas.getByRole("region", { name: "表单预览" });
    const previewLabels = [...preview.querySelectorAll("[data-slot=form-label]")].map((label) =>
      label.textContent?.replace("*", ""),
    );
    await expect(previewLabels[0]).toBe("缺课课时");
  },
};

/** Disabled: the list and preview show, nothing can be changed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "添加字段" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "编辑 请假类型" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "移除 请假类型" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "下移 请假类型" })).toBeDisabled();
    const preview = within(canvas.getByRole("region", { name: "表单预览" }));
    await expect(preview.getByRole("textbox", { name: "请假天数" })).toBeEnabled();
  },
};
