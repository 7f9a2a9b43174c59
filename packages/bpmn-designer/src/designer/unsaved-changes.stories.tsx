import { ConfirmProvider } from "@smartclass/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import type { DiagramElement } from "../core/types";
import { leaveXml } from "../toolbar/stories/diagrams";
import { withToaster } from "../toolbar/stories/toolbar-stories";
import { BpmnDesigner } from "./bpmn-designer";
import { DesignerProbe, designerHandle, readyDesigner } from "./designer-probe.mocks";
import { useUnsavedChangesPrompt } from "./unsaved-changes";

/** A console page around a designer: its "back to the list" link asks first while the diagram is unsaved. */
function DesignerPage() {
  const [dirty, setDirty] = React.useState(false);
  const [left, setLeft] = React.useState(false);
  const { confirmLeave } = useUnsavedChangesPrompt(dirty);
  if (left) return <p>已返回流程模型列表</p>;
  return (
    <div>
      <button type="button" onClick={async () => setLeft(await confirmLeave())}>
        返回列表
      </button>
      <BpmnDesigner
        engine="flowable"
        xml={leaveXml()}
        height={400}
        panel={<DesignerProbe />}
        onDirtyChange={setDirty}
        onSave={async () => undefined}
      />
    </div>
  );
}

/** `useUnsavedChangesPrompt`: in-app navigation for any router, fed by `onDirtyChange`. */
const meta = {
  title: "BPMN/Designer/Unsaved changes",
  component: DesignerPage,
  decorators: [withToaster, (Story) => <ConfirmProvider>{<Story />}</ConfirmProvider>],
  beforeEach: () => {
    designerHandle.current = null;
  },
} satisfies Meta<typeof DesignerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function rename(name: string) {
  const modeler = designerHandle.current!.modeler!;
  const task = modeler.get<{ get(id: string): DiagramElement }>("elementRegistry").get("TaskA");
  modeler.get<{ updateProperties(e: DiagramElement, p: object): void }>("modeling").updateProperties(task, { name });
}

/** Nothing unsaved: the page is left at once. */
export const CleanLeavesAtOnce: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "返回列表" }));
    await expect(await within(canvasElement).findByText("已返回流程模型列表")).toBeVisible();
    await expect(screen.queryByRole("alertdialog")).toBeNull();
  },
};

/** Unsaved edits: the page asks (系统提示); 取消 stays with the diagram, 确定 leaves. */
export const DirtyAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    const canvas = within(canvasElement);
    rename("未保存的修改");
    await canvas.findByText("未保存");
    await userEvent.click(canvas.getByRole("button", { name: "返回列表" }));
    let dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(dialog).toHaveTextContent("流程图有未保存的修改，确定离开吗？");
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByText("未保存")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "返回列表" }));
    dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await canvas.findByText("已返回流程模型列表")).toBeVisible();
  },
};

/** Saved again: no question. */
export const SavedLeavesAtOnce: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    const canvas = within(canvasElement);
    rename("已保存的修改");
    await canvas.findByText("未保存");
    await userEvent.click(canvas.getByRole("button", { name: "保存模型" }));
    await waitFor(() => expect(canvas.queryByText("未保存")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "返回列表" }));
    await expect(await canvas.findByText("已返回流程模型列表")).toBeVisible();
  },
};
