import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import "../../styles.css";

import { EditorStory } from "../stories/editor-story";
import { choose, closed, confirmDialog, json, openAdd, table, type } from "../stories/play-helpers";

// The field dialog, opened from the editor as a form designer opens it.
const meta = {
  title: "BPMN/Forms/Field dialog",
  component: EditorStory,
  args: { fields: [{ id: "days", type: "long", label: "请假天数" }], onChange: fn() },
} satisfies Meta<typeof EditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog: 600 px wide, not closed by a click beside it, closed by 取消 and Escape without a change. */
export const DialogOpenAndCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    let dialog = await openAdd(canvas);
    const content = await screen.findByRole("dialog", { name: "添加字段" });
    await expect(getComputedStyle(content).maxWidth).toBe("600px");
    await type(dialog, "字段标识", "draft");
    const overlay = document.querySelector<HTMLElement>("[data-slot=dialog-overlay]")!;
    await userEvent.click(overlay);
    await expect(screen.getByRole("dialog", { name: "添加字段" })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "字段标识" })).toHaveValue("draft");
    await userEvent.click(dialog.getByRole("button", { name: "取消" }));
    await closed();
    await waitFor(() => expect(canvas.getByRole("button", { name: "添加字段" })).toHaveFocus());
    dialog = await openAdd(canvas);
    await expect(dialog.getByRole("textbox", { name: "字段标识" })).toHaveValue("");
    await userEvent.keyboard("{Escape}");
    await closed();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The dialog's checks, each under its input; focus goes to the first wrong one. */
export const DialogValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvas);
    await confirmDialog(dialog);
    const id = dialog.getByRole("textbox", { name: "字段标识" });
    await waitFor(() => expect(id).toHaveAccessibleDescription(/^字段标识不能为空/));
    await expect(id).toHaveFocus();
    await expect(dialog.getByRole("textbox", { name: "字段名称" })).toHaveAccessibleDescription("字段名称不能为空");

    await type(dialog, "字段标识", "1st");
    await expect(id).not.toHaveAttribute("aria-invalid");
    await confirmDialog(dialog);
    await waitFor(() =>
      expect(id).toHaveAccessibleDescription(/^字段标识只能包含字母、数字和下划线，且不能以数字开头/),
    );
    await type(dialog, "字段标识", "days");
    await type(dialog, "字段名称", "天数");
    await type(dialog, "最小长度", "5");
    await type(dialog, "最大长度", "2");
    await type(dialog, "正则表达式", "[A-Z");
    await confirmDialog(dialog);
    await waitFor(() => expect(id).toHaveAccessibleDescription(/^字段标识已存在/));
    await expect(dialog.getByRole("textbox", { name: "最小长度" })).toHaveAccessibleDescription(
      "最小长度不能大于最大长度",
    );
    await expect(dialog.getByRole("textbox", { name: "正则表达式" })).toHaveAccessibleDescription(/^正则表达式无效/);
    await expect(id).toHaveFocus();

    await type(dialog, "字段标识", "leaveDays");
    await type(dialog, "最小长度", "x");
    await confirmDialog(dialog);
    await waitFor(() => expect(dialog.getByRole("textbox", { name: "最小长度" })).toHaveFocus());
    await expect(dialog.getByRole("textbox", { name: "最小长度" })).toHaveAccessibleDescription(
      "最小长度必须是非负整数",
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A string field with its constraints and a default that must meet them; the preview shows it at once. */
export const AddStringField: Story = {
  args: { fields: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvas);
    await expect(dialog.getByRole("combobox", { name: "字段类型" })).toHaveTextContent("字符串 string");
    await type(dialog, "字段标识", "room");
    await type(dialog, "字段名称", "教室");
    await userEvent.click(dialog.getByRole("switch", { name: "必填" }));
    await type(dialog, "最大长度", "5");
    await type(dialog, "正则表达式", "[A-Z]\\d+");
    await type(dialog, "默认值", "b101");
    await confirmDialog(dialog);
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: "默认值" })).toHaveAccessibleDescription("教室格式不正确"),
    );
    await type(dialog, "默认值", "B101");
    await confirmDialog(dialog);
    await closed();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      {
        id: "room",
        type: "string",
        label: "教室",
        defaultValue: "B101",
        constraints: [
          { name: "required" },
          { name: "maxlength", config: "5" },
          { name: "pattern", config: "[A-Z]\\d+" },
        ],
      },
    ]);
    const preview = within(canvas.getByRole("region", { name: "表单预览" }));
    await expect(preview.getByRole("textbox", { name: "教室" })).toHaveValue("B101");
  },
};

/** A long field: bounds instead of lengths, the default typed as a number. */
export const LongFieldDialog: Story = {
  args: { fields: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvas);
    await choose(dialog, "字段类型", "长整数 long");
    await expect(dialog.queryByRole("textbox", { name: "正则表达式" })).toBeNull();
    await type(dialog, "字段标识", "seats");
    await type(dialog, "字段名称", "座位数");
    await type(dialog, "最小值", "10");
    await type(dialog, "最大值", "x");
    await type(dialog, "默认值", "40");
    await confirmDialog(dialog);
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: "最大值" })).toHaveAccessibleDescription("最大值必须是数字"),
    );
    await type(dialog, "最大值", "5");
    await confirmDialog(dialog);
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: "最小值" })).toHaveAccessibleDescription("最小值不能大于最大值"),
    );
    await type(dialog, "最大值", "60");
    await confirmDialog(dialog);
    await closed();
    await expect(json(canvas)).toEqual([
      {
        id: "seats",
        type: "long",
        label: "座位数",
        defaultValue: 40,
        constraints: [
          { name: "min", config: "10" },
          { name: "max", config: "60" },
        ],
      },
    ]);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** A boolean field: a switch for its default, no bounds. */
export const BooleanFieldDialog: Story = {
  args: { fields: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvas);
    await choose(dialog, "字段类型", "布尔 boolean");
    await expect(dialog.queryByRole("textbox", { name: "最小值" })).toBeNull();
    await expect(dialog.queryByRole("textbox", { name: "最大长度" })).toBeNull();
    await type(dialog, "字段标识", "makeUp");
    await type(dialog, "字段名称", "需要补课");
    await userEvent.click(dialog.getByRole("switch", { name: "默认选中" }));
    await confirmDialog(dialog);
    await closed();
    await expect(json(canvas)).toEqual([{ id: "makeUp", type: "boolean", label: "需要补课", defaultValue: true }]);
    const preview = within(canvas.getByRole("region", { name: "表单预览" }));
    await expect(preview.getByRole("switch", { name: "需要补课" })).toBeChecked();
  },
};

/** A date field: its pattern (YYYY-MM-DD unless changed, checked) and a default picked on a date input. */
export const DateFieldDialog: Story = {
  args: { fields: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvas);
    await choose(dialog, "字段类型", "日期 date");
    await expect(dialog.getByRole("textbox", { name: "日期格式" })).toHaveValue("YYYY-MM-DD");
    await type(dialog, "字段标识", "day");
    await type(dialog, "字段名称", "补课日期");
    await userEvent.type(dialog.getByLabelText("默认值"), "2026-03-14");
    await type(dialog, "日期格式", "MM-DD");
    await confirmDialog(dialog);
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: "日期格式" })).toHaveAccessibleDescription(/^日期格式无效/),
    );
    await type(dialog, "日期格式", "YYYY年MM月DD日");
    await expect(dialog.getByLabelText("默认值")).toHaveValue("2026-03-14");
    await confirmDialog(dialog);
    await closed();
    await expect(json(canvas)).toEqual([
      { id: "day", type: "date", label: "补课日期", datePattern: "YYYY年MM月DD日", defaultValue: "2026年03月14日" },
    ]);
  },
};

/** An enum field: at least one option, ids unique, names required; the default is chosen by name. */
export const EnumFieldDialog: Story = {
  args: { fields: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvas);
    await choose(dialog, "字段类型", "枚举 enum");
    await type(dialog, "字段标识", "kind");
    await type(dialog, "字段名称", "请假类型");
    await expect(dialog.getByRole("table", { name: "枚举值列表" })).toHaveTextContent("暂无数据");
    await confirmDialog(dialog);
    await expect(await dialog.findByRole("alert")).toHaveTextContent("枚举至少需要一个选项");
    await waitFor(() => expect(dialog.getByRole("button", { name: "添加选项" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(dialog.getByRole("textbox", { name: "选项 1 的标识" })).toHaveFocus());
    await expect(dialog.queryByRole("alert")).toBeNull();
    await userEvent.keyboard("sick");
    await type(dialog, "选项 1 的名称", "病假");
    await userEvent.click(dialog.getByRole("button", { name: "添加选项" }));
    await waitFor(() => expect(dialog.getByRole("textbox", { name: "选项 2 的标识" })).toHaveFocus());
    await userEvent.keyboard("sick");
    await confirmDialog(dialog);
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: "选项 2 的标识" })).toHaveAccessibleDescription("选项标识已存在"),
    );
    await expect(dialog.getByRole("textbox", { name: "选项 2 的名称" })).toHaveAccessibleDescription(
      "选项名称不能为空",
    );
    await type(dialog, "选项 2 的标识", "personal");
    await type(dialog, "选项 2 的名称", "事假");
    await userEvent.click(dialog.getByRole("button", { name: "添加选项" }));
    await userEvent.keyboard("other");
    await type(dialog, "选项 3 的名称", "其他");
    await userEvent.click(dialog.getByRole("button", { name: "移除选项 3" }));
    await waitFor(() => expect(dialog.getByRole("button", { name: "移除选项 2" })).toHaveFocus());
    await choose(dialog, "默认值", "事假");
    await userEvent.click(dialog.getByRole("switch", { name: "必填" }));
    await confirmDialog(dialog);
    await closed();
    await expect(json(canvas)).toEqual([
      {
        id: "kind",
        type: "enum",
        label: "请假类型",
        values: [
          { id: "sick", name: "病假" },
          { id: "personal", name: "事假" },
        ],
        defaultValue: "personal",
        constraints: [{ name: "required" }],
      },
    ]);
    const preview = within(canvas.getByRole("region", { name: "表单预览" }));
    await expect(preview.getByRole("radio", { name: "事假" })).toBeChecked();
  },
};

/** A custom field: its kind must be chosen (多行文本 or 小数), and decides the constraints offered. */
export const CustomFieldDialog: Story = {
  args: { fields: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvas);
    await choose(dialog, "字段类型", "自定义 custom");
    await type(dialog, "字段标识", "score");
    await type(dialog, "字段名称", "成绩");
    await confirmDialog(dialog);
    await waitFor(() =>
      expect(dialog.getByRole("combobox", { name: "自定义类型" })).toHaveAccessibleDescription("请选择自定义类型"),
    );
    await expect(dialog.getByRole("combobox", { name: "自定义类型" })).toHaveFocus();
    await choose(dialog, "自定义类型", "多行文本 textarea");
    await expect(dialog.getByRole("textbox", { name: "最大长度" })).toBeVisible();
    await choose(dialog, "自定义类型", "小数 decimal");
    await expect(dialog.queryByRole("textbox", { name: "最大长度" })).toBeNull();
    await type(dialog, "最大值", "100");
    await type(dialog, "默认值", "59.5");
    await confirmDialog(dialog);
    await closed();
    await expect(json(canvas)).toEqual([
      {
        id: "score",
        type: "custom",
        typeType: "decimal",
        label: "成绩",
        defaultValue: 59.5,
        constraints: [{ name: "max", config: "100" }],
      },
    ]);
    await expect(within(table(canvas)).getByRole("cell", { name: "自定义（小数）" })).toBeVisible();
  },
};

/** Extension properties: rows of id and value, ids unique, removed after 确认移除该属性吗？. */
export const PropertiesDialog: Story = {
  args: { fields: [{ id: "note", type: "string", label: "备注", properties: [{ id: "width", value: "full" }] }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "编辑 备注" }));
    const dialog = within(await screen.findByRole("dialog", { name: "编辑字段" }));
    await expect(dialog.getByRole("textbox", { name: "属性 1 的标识" })).toHaveValue("width");
    await userEvent.click(dialog.getByRole("button", { name: "添加属性" }));
    await userEvent.keyboard("width");
    await type(dialog, "属性 2 的值", "half");
    await confirmDialog(dialog);
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: "属性 2 的标识" })).toHaveAccessibleDescription("属性标识已存在"),
    );
    await type(dialog, "属性 2 的标识", "placeholder");
    await type(dialog, "属性 2 的值", "选填");
    await userEvent.click(dialog.getByRole("button", { name: "移除属性 1" }));
    const ask = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(ask).toHaveAccessibleDescription("确认移除该属性吗？");
    await userEvent.click(within(ask).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(dialog.getByRole("textbox", { name: "属性 1 的标识" })).toHaveValue("width");
    await userEvent.click(dialog.getByRole("button", { name: "移除属性 1" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(dialog.getByRole("textbox", { name: "属性 1 的标识" })).toHaveValue("placeholder"));
    await confirmDialog(dialog);
    await closed();
    await expect(json(canvas)).toEqual([
      { id: "note", type: "string", label: "备注", properties: [{ id: "placeholder", value: "选填" }] },
    ]);
  },
};
