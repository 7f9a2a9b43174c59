import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

import "../../styles.css";

import { formsMessages } from "../messages";
import { FormPreview } from "./form-preview";

/**
 * The preview with the package's texts. They are passed here and not as a story arg: Storybook copies
 * args, and the texts are a live view that answers in the page's language, which cannot be copied.
 */
function Preview(props: Omit<React.ComponentProps<typeof FormPreview>, "messages">) {
  return <FormPreview {...props} messages={formsMessages} />;
}

const meta = {
  title: "BPMN/Forms/Form preview",
  component: Preview,
  args: {
    fields: [
      { id: "title", type: "string", label: "标题", constraints: [{ name: "required" }] },
      { id: "hours", type: "long", label: "课时", defaultValue: 2 },
    ],
  },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (root: HTMLElement) => root.querySelector("[data-slot=process-form-preview] > [role=status]");

/** 校验 checks the form as the renderer does, then shows the values it would send; nothing before. */
export const CheckAndShow: Story = {
  play: async ({ canvasElement }) => {
    const preview = within(within(canvasElement).getByRole("region", { name: "表单预览" }));
    await expect(preview.getByText("按填写流程表单时的样子显示；提交只做校验，不会保存")).toBeVisible();
    await userEvent.click(preview.getByRole("button", { name: "校验" }));
    await waitFor(() =>
      expect(preview.getByRole("textbox", { name: "标题" })).toHaveAccessibleDescription("标题不能为空"),
    );
    await expect(status(canvasElement)).toHaveTextContent(/^$/);
    await userEvent.type(preview.getByRole("textbox", { name: "标题" }), "调课");
    await userEvent.click(preview.getByRole("button", { name: "校验" }));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('将提交的值：{"title":"调课","hours":2}'));
  },
};

/** A form without fields: 校验 sends an empty object. */
export const NoFields: Story = {
  args: { fields: [] },
  play: async ({ canvasElement }) => {
    const preview = within(within(canvasElement).getByRole("region", { name: "表单预览" }));
    await expect(preview.getByText("该表单没有需要填写的字段")).toBeVisible();
    await userEvent.click(preview.getByRole("button", { name: "校验" }));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent("将提交的值：{}"));
  },
};
