import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { Button } from "@smartclass/ui";

import { ModelCreateDialog, type ModelCreateDialogProps } from "./model-create-dialog";
import { categories } from "./stories/process-data";

const meta = {
  title: "BPMN/Process/ModelCreateDialog",
  component: ModelCreateDialog,
  tags: ["!autodocs"],
  args: { open: true, onOpenChange: fn(), categories, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ModelCreateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: "新建流程" });

/** The empty form: key, name, engine (Flowable chosen), category, description. */
export const Open: Story = {
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole("textbox", { name: "流程标识" })).toHaveFocus();
    await expect(form.getByRole("textbox", { name: "流程名称" })).toHaveValue("");
    await expect(form.getByRole("radio", { name: "Flowable（默认）" })).toBeChecked();
    await expect(form.getByRole("radio", { name: "Activiti" })).not.toBeChecked();
    await expect(form.getByRole("radio", { name: "Camunda" })).not.toBeChecked();
    await expect(form.getByRole("combobox", { name: "分类" })).toHaveTextContent("请选择分类");
    await expect(form.getByRole("textbox", { name: "描述" })).toHaveValue("");
  },
};

/** Submitting empty: both required texts, the key field focused, nothing sent. */
export const RequiredFields: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole("button", { name: "确定" }));
    await expect(await form.findByText("流程标识不能为空")).toBeVisible();
    await expect(form.getByText("流程名称不能为空")).toBeVisible();
    const key = form.getByRole("textbox", { name: "流程标识" });
    await expect(key).toHaveAttribute("aria-invalid", "true");
    await expect(key).toHaveAccessibleDescription("流程标识不能为空");
    await expect(key).toHaveFocus();
    // typing clears the message as soon as the value is right
    await userEvent.type(key, "leave");
    await expect(form.queryByText("流程标识不能为空")).not.toBeInTheDocument();
    await expect(form.getByRole("textbox", { name: "流程名称" })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A key that is not an XML name is refused with the pattern's text. */
export const InvalidKey: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole("textbox", { name: "流程标识" }), "1请假");
    await userEvent.type(form.getByRole("textbox", { name: "流程名称" }), "请假申请{Enter}");
    await expect(
      await form.findByText("流程标识只能包含字母、数字、下划线、点和短横线，且以字母或下划线开头"),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A filled form: the values go to onSubmit (trimmed, chosen engine and category), then the dialog closes. */
export const Submit: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole("textbox", { name: "流程标识" }), " course_change ");
    await userEvent.type(form.getByRole("textbox", { name: "流程名称" }), "调课申请");
    await userEvent.click(form.getByRole("radio", { name: "Camunda" }));
    await userEvent.click(form.getByRole("combobox", { name: "分类" }));
    await userEvent.click(await screen.findByRole("option", { name: "教务" }));
    await userEvent.type(form.getByRole("textbox", { name: "描述" }), "教师调课审批");
    await userEvent.click(form.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      key: "course_change",
      name: "调课申请",
      engine: "camunda",
      category: "2",
      description: "教师调课审批",
    });
  },
};

/** Without categories the 分类 field is left out; the default engine and no description are sent as such. */
export const WithoutCategories: Story = {
  args: { categories: [] },
  play: async ({ args }) => {
    const form = within(await dialog());
    await expect(form.queryByRole("combobox", { name: "分类" })).not.toBeInTheDocument();
    await userEvent.type(form.getByRole("textbox", { name: "流程标识" }), "leave");
    await userEvent.type(form.getByRole("textbox", { name: "流程名称" }), "请假申请{Enter}");
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        key: "leave",
        name: "请假申请",
        engine: "flowable",
        category: null,
        description: null,
      }),
    );
  },
};

/** While the model is created, 确定 is busy, the fields are read-only and the dialog stays. */
export const Busy: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole("textbox", { name: "流程标识" }), "leave");
    await userEvent.type(form.getByRole("textbox", { name: "流程名称" }), "请假申请{Enter}");
    const submit = form.getByRole("button", { name: "确定" });
    await waitFor(() => expect(submit).toHaveAttribute("aria-busy", "true"));
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    await expect(form.getByRole("button", { name: "取消" })).toBeDisabled();
    await expect(form.getByRole("textbox", { name: "流程名称" })).toHaveAttribute("readonly");
    await expect(form.queryByRole("button", { name: "关闭" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A refused creation (e.g. the key exists): the server's message, everything typed kept, dialog open. */
export const FailedSubmit: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error("流程标识“leave”已存在");
    }),
  },
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole("textbox", { name: "流程标识" }), "leave");
    await userEvent.type(form.getByRole("textbox", { name: "流程名称" }), "请假申请");
    await userEvent.type(form.getByRole("textbox", { name: "描述" }), "学生请假");
    await userEvent.click(form.getByRole("button", { name: "确定" }));
    await expect(await form.findByRole("alert")).toHaveTextContent("流程标识“leave”已存在");
    await expect(form.getByRole("textbox", { name: "流程标识" })).toHaveValue("leave");
    await expect(form.getByRole("textbox", { name: "流程名称" })).toHaveValue("请假申请");
    await expect(form.getByRole("textbox", { name: "描述" })).toHaveValue("学生请假");
    await expect(form.getByRole("button", { name: "确定" })).not.toHaveAttribute("aria-disabled");
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** As a page uses it: 新建流程 opens it, 取消 closes it, and opening it again starts from an empty form. */
export const OpenedFromAPage: Story = {
  args: { open: false },
  render: function Page(args: ModelCreateDialogProps) {
    const [open, setOpen] = React.useState(false);
    return (
      <>
        <Button variant="primary" onClick={() => setOpen(true)}>
          新建流程
        </Button>
        <ModelCreateDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole("button", { name: "新建流程" });
    await userEvent.click(opener);
    let form = within(await dialog());
    await userEvent.type(form.getByRole("textbox", { name: "流程标识" }), "draft");
    await userEvent.click(form.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    form = within(await dialog());
    await expect(form.getByRole("textbox", { name: "流程标识" })).toHaveValue("");
  },
};

const FLOWABLE_FILE = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="http://www.flowable.org/processdef">
  <process id="pool" name="学生" />
  <process id="activityRegistration" name="课外活动报名" isExecutable="true">
    <startEvent id="start" />
  </process>
</definitions>`;

/** 从文件创建: the file's executable process gives the key (then fixed) and the name; its diagram goes with the values. */
export const CreateFromFile: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    const input = (await dialog()).querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([FLOWABLE_FILE], "报名.bpmn20.xml", { type: "application/xml" }));
    const key = form.getByRole("textbox", { name: "流程标识" });
    await waitFor(() => expect(key).toHaveValue("activityRegistration"));
    await expect(key).toHaveAttribute("readonly");
    await expect(form.getByRole("textbox", { name: "流程名称" })).toHaveValue("课外活动报名");
    await expect(form.getByText("流程标识取自文件 报名.bpmn20.xml")).toBeVisible();
    await userEvent.click(form.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ key: "activityRegistration", name: "课外活动报名", xml: FLOWABLE_FILE }),
    );
  },
};

/** A file that is not BPMN: its error under the file field, the key left for the person to type. */
export const CreateFromWrongFile: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    const input = (await dialog()).querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(["<html></html>"], "notes.xml", { type: "application/xml" }));
    await expect(await form.findByText(/不是 BPMN/)).toBeVisible();
    await expect(form.getByRole("textbox", { name: "流程标识" })).not.toHaveAttribute("readonly");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
