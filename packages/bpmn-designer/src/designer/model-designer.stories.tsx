import { ConfirmProvider } from "@smartclass/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { leaveDiagram, leaveFields, schoolOptions } from "../task-settings/stories/fixtures";
import { emptyModelSettings, type ModelSettings } from "../task-settings/types";
import { withToaster } from "../toolbar/stories/toolbar-stories";
import { ModelDesigner, type ModelDesignerProps } from "./model-designer";

type StoryProps = Omit<ModelDesignerProps, "formId" | "formFields"> & { initialFormId?: number | null };

/** The page in small: it holds the start form and hands in that form's fields. */
function ModelDesignerStory({ initialFormId = null, onFormIdChange, ...props }: StoryProps) {
  const [formId, setFormId] = React.useState<number | null>(initialFormId);
  return (
    <ModelDesigner
      {...props}
      formId={formId}
      formFields={formId === null ? [] : leaveFields}
      onFormIdChange={(next) => {
        setFormId(next);
        onFormIdChange(next);
      }}
    />
  );
}

/** A task with a rule that names no one yet: the save is refused. */
const incompleteSettings: ModelSettings = {
  tasks: { head: { rules: [{ id: "rule_1", type: 10, value: [], operationType: "or", sort: 1 }], buttons: [] } },
  flows: {},
};

const meta = {
  title: "BPMN/Designer/ModelDesigner",
  component: ModelDesignerStory,
  decorators: [withToaster, (Story) => <ConfirmProvider>{<Story />}</ConfirmProvider>],
  args: {
    model: { engine: "flowable", key: "leave", xml: leaveDiagram(), settings: emptyModelSettings() },
    forms: [
      { id: 1, name: "请假单" },
      { id: 2, name: "报销单" },
    ],
    assignOptions: schoolOptions,
    onFormIdChange: fn(),
    onSave: fn(async () => undefined),
    onSaveRefused: fn(),
    onBack: fn(),
    onDeploy: fn(),
    height: 480,
  },
} satisfies Meta<typeof ModelDesignerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const UNSAVED = "分配规则、操作按钮或流转条件有未保存的修改";

/** The designer once its diagram is in: 保存模型 is enabled then. */
async function ready(root: HTMLElement) {
  const canvas = within(root);
  await waitFor(() => expect(canvas.getByRole("button", { name: "保存模型" })).toBeEnabled(), { timeout: 15000 });
  return canvas;
}

async function pickForm(canvas: ReturnType<typeof within>, name: string) {
  await userEvent.click(canvas.getByRole("combobox", { name: "流程表单" }));
  await userEvent.click(await screen.findByRole("option", { name }));
}

/** Nothing unsaved: no form yet, 部署 offered, and 返回 leaves at once. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "流程表单" })).toHaveTextContent("不使用表单");
    await expect(canvas.queryByText(UNSAVED)).toBeNull();
    await expect(canvas.getByRole("button", { name: "部署" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "返回" }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/**
 * Another start form is unsaved work the diagram does not show: the marker says so and 部署 waits
 * (请先保存模型); 保存模型 hands over the diagram, the settings and the form, and 部署 is offered again.
 */
export const StartFormChanged: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await ready(canvasElement);
    await pickForm(canvas, "请假单");
    await expect(args.onFormIdChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByText(UNSAVED)).toBeVisible();
    const deploy = canvas.getByRole("button", { name: "部署" });
    await expect(deploy).toBeDisabled();
    await expect(deploy).toHaveAttribute("title", "请先保存模型");

    await userEvent.click(canvas.getByRole("button", { name: "保存模型" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ formId: 1, settings: emptyModelSettings(), xml: expect.stringContaining("leave") }),
      ),
    );
    await waitFor(() => expect(canvas.queryByText(UNSAVED)).toBeNull());
    await expect(canvas.getByRole("button", { name: "部署" })).toBeEnabled();
  },
};

/** 返回 with unsaved work asks first: 取消 stays, 确定 leaves. */
export const LeaveAsks: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await ready(canvasElement);
    await pickForm(canvas, "报销单");
    await userEvent.click(canvas.getByRole("button", { name: "返回" }));
    let dialog = within(await screen.findByRole("alertdialog"));
    await expect(dialog.getByText("流程图有未保存的修改，确定离开吗？")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onBack).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole("button", { name: "返回" }));
    dialog = within(await screen.findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onBack).toHaveBeenCalledTimes(1));
  },
};

/** A rule that names no one refuses the save and says where; nothing is handed over. */
export const SaveRefused: Story = {
  args: {
    model: { engine: "flowable", key: "leave", xml: leaveDiagram(), settings: incompleteSettings },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "保存模型" }));
    await waitFor(() => expect(args.onSaveRefused).toHaveBeenCalledWith("head：请选择角色", expect.any(Array)));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(await screen.findByText("保存模型失败，请重试！")).toBeVisible();
  },
};

/** Without the right to change the model: the start form cannot be changed and there is no 部署. */
export const ReadOnly: Story = {
  args: { onSave: undefined, onDeploy: undefined, initialFormId: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole("combobox", { name: "流程表单" });
    await expect(form).toBeDisabled();
    await expect(form).toHaveTextContent("报销单");
    await expect(canvas.queryByRole("button", { name: "部署" })).toBeNull();
  },
};

/** While a deployment is under way, 部署 waits. */
export const Deploying: Story = {
  args: { deploying: true },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole("button", { name: "部署" })).toBeDisabled();
  },
};
