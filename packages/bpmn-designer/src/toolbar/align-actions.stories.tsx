import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, screen, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { BpmnDesigner } from "../designer/bpmn-designer";
import { DesignerProbe, designerHandle, readyDesigner } from "../designer/designer-probe.mocks";
import { AlignActions } from "./align-actions";
import { leaveXml } from "./stories/diagrams";
import { bounds, button, closed, confirmDialog, select, toast, withToaster } from "./stories/toolbar-stories";

/** Align ×6 (spec §5), shown inside the designer they act on. */
const meta = {
  title: "BPMN/Toolbar/Align",
  component: AlignActions,
  decorators: [withToaster],
  render: (args) => <BpmnDesigner {...args} />,
  args: { engine: "flowable", xml: leaveXml(), height: 460, panel: <DesignerProbe /> },
  beforeEach: () => {
    designerHandle.current = null;
  },
} satisfies Meta<typeof BpmnDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

const sides = ["向左对齐", "向右对齐", "向上对齐", "向下对齐", "水平居中", "垂直居中"];

/** With fewer than two elements selected, every align button says to hold Ctrl and changes nothing. */
export const FewerThanTwoSelected: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    for (const name of sides) await expect(button(canvasElement, name)).toBeEnabled();
    await userEvent.click(button(canvasElement, "向左对齐"));
    await toast("请按住 Ctrl 或 Shift 键选择多个元素对齐");
    await expect(screen.queryByRole("alertdialog")).toBeNull();
    select("TaskA");
    await userEvent.click(button(canvasElement, "垂直居中"));
    await expect(screen.queryByRole("alertdialog")).toBeNull();
    // A task and a sequence flow: the flow cannot be aligned, so this is still fewer than two.
    select("TaskA", "Flow_2");
    await userEvent.click(button(canvasElement, "向上对齐"));
    await expect(screen.queryByRole("alertdialog")).toBeNull();
    await expect(bounds("TaskA")).toEqual({ x: 250, y: 140 });
    await expect(designerHandle.current!.store.getSnapshot().canUndo).toBe(false);
  },
};

/** Ctrl + click (as the hint says) and Shift + click both add an element to the selection. */
export const CtrlOrShiftClickSelectsSeveral: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    const shape = (id: string) => canvasElement.querySelector<SVGElement>(`[data-element-id="${id}"] .djs-hit`)!;
    const selected = () => [...designerHandle.current!.store.getSnapshot().selectedIds].sort();
    const click = (id: string, keys: { ctrlKey?: boolean; shiftKey?: boolean } = {}) =>
      fireEvent.click(shape(id), { button: 0, ...keys });
    click("TaskA");
    click("TaskB", { ctrlKey: true });
    await waitFor(() => expect(selected()).toEqual(["TaskA", "TaskB"]));
    // Ctrl + click on a selected element takes it out again.
    click("TaskB", { ctrlKey: true });
    await waitFor(() => expect(selected()).toEqual(["TaskA"]));
    click("TaskB", { shiftKey: true });
    await waitFor(() => expect(selected()).toEqual(["TaskA", "TaskB"]));
  },
};

/** Two selected: a confirmation; cancel changes nothing, confirm aligns, and one undo puts everything back. */
export const AlignTwoElements: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    select("TaskA", "TaskB");
    await userEvent.click(button(canvasElement, "向上对齐"));
    let dialog = await confirmDialog("自动对齐可能造成图形变形，是否继续？");
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await closed("alertdialog");
    await expect(bounds("TaskA")).toEqual({ x: 250, y: 140 });
    await expect(bounds("TaskB")).toEqual({ x: 420, y: 260 });
    await expect(button(canvasElement, "撤销")).toBeDisabled();

    await userEvent.click(button(canvasElement, "向上对齐"));
    dialog = await confirmDialog("自动对齐可能造成图形变形，是否继续？");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(bounds("TaskB")).toEqual({ x: 420, y: 140 }));
    await expect(bounds("TaskA")).toEqual({ x: 250, y: 140 });

    await userEvent.click(button(canvasElement, "撤销"));
    await waitFor(() => expect(bounds("TaskB")).toEqual({ x: 420, y: 260 }));
    await expect(bounds("TaskA")).toEqual({ x: 250, y: 140 });
    await expect(button(canvasElement, "撤销")).toBeDisabled();
  },
};

/** Each side moves the elements to the expected edge or centre line. */
export const EverySide: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    // Left edges at 250 and 420, top edges at 140 and 260; both tasks are 100 × 80.
    const expected: Record<string, { a: { x: number; y: number }; b: { x: number; y: number } }> = {
      向左对齐: { a: { x: 250, y: 140 }, b: { x: 250, y: 260 } },
      向右对齐: { a: { x: 420, y: 140 }, b: { x: 420, y: 260 } },
      向下对齐: { a: { x: 250, y: 260 }, b: { x: 420, y: 260 } },
      水平居中: { a: { x: 335, y: 140 }, b: { x: 335, y: 260 } },
      垂直居中: { a: { x: 250, y: 200 }, b: { x: 420, y: 200 } },
    };
    for (const [name, { a, b }] of Object.entries(expected)) {
      select("TaskA", "TaskB");
      await userEvent.click(button(canvasElement, name));
      await userEvent.click(
        within(await confirmDialog("自动对齐可能造成图形变形")).getByRole("button", { name: "确定" }),
      );
      await waitFor(() => expect({ a: bounds("TaskA"), b: bounds("TaskB") }).toEqual({ a, b }));
      designerHandle.current!.commands.undo();
      await waitFor(() => expect(bounds("TaskB")).toEqual({ x: 420, y: 260 }));
    }
  },
};
