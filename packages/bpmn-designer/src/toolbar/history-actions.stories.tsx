import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { BpmnDesigner } from "../designer/bpmn-designer";
import { DesignerProbe, designerHandle, readyDesigner } from "../designer/designer-probe.mocks";
import type { DiagramElement } from "../core/types";
import { HistoryActions } from "./history-actions";
import { leaveXml } from "./stories/diagrams";
import { button, labelOf, withToaster } from "./stories/toolbar-stories";

/** Undo, redo and redraw, inside the designer they act on. */
const meta = {
  title: "BPMN/Toolbar/History",
  component: HistoryActions,
  decorators: [withToaster],
  render: (args) => <BpmnDesigner {...args} />,
  args: { engine: "flowable", xml: leaveXml(), height: 460, panel: <DesignerProbe />, onChange: fn() },
  beforeEach: () => {
    designerHandle.current = null;
  },
} satisfies Meta<typeof BpmnDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renames TaskA through the modeler, as the panel would. */
function rename(name: string) {
  const modeler = designerHandle.current!.modeler!;
  const task = modeler.get<{ get(id: string): DiagramElement }>("elementRegistry").get("TaskA");
  modeler.get<{ updateProperties(e: DiagramElement, p: object): void }>("modeling").updateProperties(task, { name });
}

/** Undo and redo are enabled only while there is history to move through. */
export const UndoRedo: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    await expect(button(canvasElement, "撤销")).toBeDisabled();
    await expect(button(canvasElement, "恢复")).toBeDisabled();
    rename("一审");
    await waitFor(() => expect(button(canvasElement, "撤销")).toBeEnabled());
    await expect(button(canvasElement, "恢复")).toBeDisabled();
    await userEvent.click(button(canvasElement, "撤销"));
    await waitFor(() => expect(labelOf(canvasElement, "TaskA")).toBe("组长审批"));
    await expect(button(canvasElement, "撤销")).toBeDisabled();
    await expect(button(canvasElement, "恢复")).toBeEnabled();
    await userEvent.click(button(canvasElement, "恢复"));
    await waitFor(() => expect(labelOf(canvasElement, "TaskA")).toBe("一审"));
    await expect(button(canvasElement, "恢复")).toBeDisabled();
  },
};

/** Redraw re-imports the diagram: edits stay (still unsaved), the view is reset, the history starts again. */
export const Redraw: Story = {
  play: async ({ args, canvasElement }) => {
    const { commands } = await readyDesigner();
    rename("重绘前的修改");
    commands.zoomTo(1.5);
    await waitFor(() => expect(within(canvasElement).getByText("150%")).toBeVisible());
    await userEvent.click(button(canvasElement, "重新绘制"));
    await waitFor(() => expect(within(canvasElement).getByText("100%")).toBeVisible());
    await expect(labelOf(canvasElement, "TaskA")).toBe("重绘前的修改");
    await expect(within(canvasElement).getByText("未保存")).toBeVisible();
    await expect(button(canvasElement, "撤销")).toBeDisabled();
    // The edit still reaches onChange (it was waiting when the redraw came).
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(expect.stringContaining("重绘前的修改")));
  },
};
