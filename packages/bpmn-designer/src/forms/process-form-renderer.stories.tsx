import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { campusField, courseField, leaveForm } from "./stories/leave-form";
import { type Queries, sent, submit } from "./stories/play-helpers";
import { RendererStory } from "./stories/renderer-story";
import type { ProcessFormField } from "./types";

const meta = {
  title: "BPMN/Forms/Process form renderer",
  component: RendererStory,
  args: { fields: leaveForm, onSubmit: fn() },
} satisfies Meta<typeof RendererStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the leave request's required fields with valid values. */
async function fillRequired(canvas: Queries) {
  await userEvent.click(canvas.getByRole("radio", { name: "病假" }));
  await userEvent.type(canvas.getByRole("textbox", { name: "请假天数" }), "3");
  await userEvent.type(canvas.getByLabelText(/开始日期/), "2026-03-05");
  await userEvent.type(canvas.getByRole("textbox", { name: "请假事由" }), "感冒发烧");
}

/** The leave request as a student starts it: every kind of field, filled in and sent typed. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("switch", { name: "通知家长" })).toBeChecked();
    await fillRequired(canvas);
    await userEvent.type(canvas.getByRole("textbox", { name: "缺课课时" }), "2.5");
    await userEvent.type(canvas.getByRole("textbox", { name: "联系电话" }), "13800138000");
    await userEvent.click(canvas.getByRole("switch", { name: "通知家长" }));
    await userEvent.click(submit(canvas));
    await waitFor(() =>
      expect(sent(canvas)).toHaveTextContent(
        '{"kind":"sick","days":3,"hours":2.5,"start":"2026-03-05","reason":"感冒发烧","phone":"13800138000","notifyParent":false}',
      ),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Submitting it empty: each required field says so under itself, and focus goes to the first. */
export const RequiredErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("*")).toHaveLength(4);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText("请假类型不能为空")).toBeVisible();
    await expect(canvas.getByRole("radiogroup", { name: "请假类型" })).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("radiogroup", { name: "请假类型" })).toHaveAccessibleDescription("请假类型不能为空");
    await expect(canvas.getByRole("textbox", { name: "请假天数" })).toHaveAccessibleDescription("请假天数不能为空");
    await expect(canvas.getByLabelText(/开始日期/)).toHaveAccessibleDescription("开始日期不能为空");
    await expect(canvas.getByRole("textbox", { name: "请假事由" })).toHaveAccessibleDescription("请假事由不能为空");
    await expect(canvas.getByRole("textbox", { name: "缺课课时" })).not.toHaveAttribute("aria-invalid");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "病假" })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(sent(canvas)).toHaveTextContent("尚未提交");
  },
};

/** Before the first submit nothing is judged; after it, a field is checked again when it is left. */
export const CheckedOnBlurAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = canvas.getByRole("textbox", { name: "请假天数" });
    await userEvent.type(days, "31");
    await userEvent.tab();
    await expect(days).not.toHaveAttribute("aria-invalid");

    await userEvent.click(submit(canvas));
    await waitFor(() => expect(days).toHaveAccessibleDescription("请假天数不能大于30"));
    await userEvent.clear(days);
    await userEvent.type(days, "2.5");
    // Still the old message while typing…
    await expect(days).toHaveAccessibleDescription("请假天数不能大于30");
    await userEvent.tab();
    // …the new one once the field is left.
    await waitFor(() => expect(days).toHaveAccessibleDescription("请假天数必须是整数"));
    await userEvent.clear(days);
    await userEvent.type(days, "0");
    await userEvent.tab();
    await waitFor(() => expect(days).toHaveAccessibleDescription("请假天数不能小于1"));
    await userEvent.clear(days);
    await userEvent.type(days, "2");
    await userEvent.tab();
    await waitFor(() => expect(days).not.toHaveAttribute("aria-invalid"));

    // A choice is checked at once.
    await userEvent.click(canvas.getByRole("radio", { name: "事假" }));
    await waitFor(() => expect(canvas.queryByText("请假类型不能为空")).toBeNull());

    const reason = canvas.getByRole("textbox", { name: "请假事由" });
    await userEvent.type(reason, "头疼");
    await userEvent.tab();
    await waitFor(() => expect(reason).toHaveAccessibleDescription("请假事由至少4个字符"));
    const phone = canvas.getByRole("textbox", { name: "联系电话" });
    await userEvent.type(phone, "12345");
    await userEvent.tab();
    await waitFor(() => expect(phone).toHaveAccessibleDescription("联系电话格式不正确"));
    const hours = canvas.getByRole("textbox", { name: "缺课课时" });
    await userEvent.type(hours, "两节");
    await userEvent.tab();
    await waitFor(() => expect(hours).toHaveAccessibleDescription("缺课课时必须是数字"));
  },
};

/** A second failed submit moves focus to the first field still wrong. */
export const FocusFirstInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "公假" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "请假天数" }), "1");
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(canvas.getByLabelText(/开始日期/)).toHaveFocus());
    await userEvent.type(canvas.getByLabelText(/开始日期/), "2026-04-01");
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "请假事由" })).toHaveFocus());
  },
};

/** A read-only field is shown disabled and sends its own default, whatever values the page gives. */
export const Readonly: Story = {
  args: {
    fields: [campusField, { id: "note", type: "string", label: "备注" }],
    defaultValues: { campus: "西校区", note: "无" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const campus = canvas.getByRole("textbox", { name: "校区" });
    await expect(campus).toBeDisabled();
    await expect(campus).toHaveValue("东校区");
    await expect(canvas.getByRole("textbox", { name: "备注" })).toHaveValue("无");
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(sent(canvas)).toHaveTextContent('{"campus":"东校区","note":"无"}'));
  },
};

const shortForm: ProcessFormField[] = [
  { id: "title", type: "string", label: "标题", constraints: [{ name: "required" }] },
];

/** While the submission runs the button is busy and disabled; when it ends, it is ready again. */
export const BusySubmit: Story = {
  args: { fields: shortForm, settle: "by-hand" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "标题" }), "调课申请");
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(submit(canvas)).toBeDisabled());
    await expect(submit(canvas)).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelector("[data-slot=process-form] [role=status]")).toHaveTextContent("提交中…");
    // Enter in the field cannot send it twice while it runs (the form's submit button is disabled).
    await userEvent.type(canvas.getByRole("textbox", { name: "标题" }), "{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("button", { name: "完成提交" }));
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(submit(canvas)).not.toHaveAttribute("aria-busy");
    await expect(sent(canvas)).toHaveTextContent('{"title":"调课申请"}');
  },
};

/** A submission that fails keeps everything typed, and can be sent again. */
export const RejectedSubmit: Story = {
  args: { fields: leaveForm, settle: "by-hand" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(submit(canvas)).toBeDisabled());
    await userEvent.click(canvas.getByRole("button", { name: "提交失败" }));
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(canvas.getByRole("textbox", { name: "请假天数" })).toHaveValue("3");
    await expect(canvas.getByRole("textbox", { name: "请假事由" })).toHaveValue("感冒发烧");
    await expect(canvas.getByRole("radio", { name: "病假" })).toBeChecked();
    await expect(sent(canvas)).toHaveTextContent("尚未提交");
    await userEvent.click(submit(canvas));
    await userEvent.click(await canvas.findByRole("button", { name: "完成提交" }));
    await waitFor(() => expect(sent(canvas)).toHaveTextContent('"days":3'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** A form with no fields: a note, and 提交 sends nothing but starts the process. */
export const NoFields: Story = {
  args: { fields: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("该表单没有需要填写的字段")).toBeVisible();
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(sent(canvas)).toHaveTextContent("{}"));
  },
};

/** Disabled: every control and the submit button. */
export const Disabled: Story = {
  args: { disabled: true, fields: [...leaveForm, courseField] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["请假天数", "请假事由", "联系电话"])
      await expect(canvas.getByRole("textbox", { name })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "病假" })).toBeDisabled();
    await expect(canvas.getByRole("switch", { name: "通知家长" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "调整课程" })).toBeDisabled();
    await expect(canvas.getByLabelText(/开始日期/)).toBeDisabled();
    await expect(submit(canvas)).toBeDisabled();
  },
};

/** Values given by the page (a returned instance's) start the form, over the fields' defaults. */
export const WithValues: Story = {
  args: {
    defaultValues: { kind: "personal", days: 2, start: "2026-05-06", reason: "家中有事", notifyParent: false },
    submitLabel: "重新提交",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "事假" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: "请假天数" })).toHaveValue("2");
    await expect(canvas.getByLabelText(/开始日期/)).toHaveValue("2026-05-06");
    await expect(canvas.getByRole("switch", { name: "通知家长" })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "重新提交" }));
    await waitFor(() =>
      expect(sent(canvas)).toHaveTextContent(
        '{"kind":"personal","days":2,"start":"2026-05-06","reason":"家中有事","notifyParent":false}',
      ),
    );
  },
};

/** A page's own button elsewhere submits it through `form={id}`; extra actions sit beside 提交. */
export const SubmitFromOutside: Story = {
  args: { fields: shortForm, id: "leave-form" },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <RendererStory {...args}>
        <button type="button" className="text-sm underline">
          保存草稿
        </button>
      </RendererStory>
      <button type="submit" form="leave-form" className="self-start rounded border px-3 py-1 text-sm">
        发起流程
      </button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "保存草稿" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "发起流程" }));
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: "标题" })).toHaveAccessibleDescription("标题不能为空"),
    );
    await userEvent.type(canvas.getByRole("textbox", { name: "标题" }), "实验课调课");
    await userEvent.click(canvas.getByRole("button", { name: "发起流程" }));
    await waitFor(() => expect(sent(canvas)).toHaveTextContent('{"title":"实验课调课"}'));
  },
};
