import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { leaveXml } from "../toolbar/stories/diagrams";
import { select, shapeOf, withToaster } from "../toolbar/stories/toolbar-stories";
import { BpmnDesigner } from "./bpmn-designer";
import { DesignerProbe, designerHandle, readyDesigner } from "./designer-probe.mocks";

/**
 * Keyboard shortcuts on the focused canvas. diagram-js binds undo (Ctrl/Cmd+Z), redo
 * (Ctrl/Cmd+Shift+Z, Ctrl+Y), delete (Delete, Backspace), select all (Ctrl/Cmd+A) and zoom
 * (Ctrl/Cmd + + / − / 0); the designer's zoom module makes the zoom keys step by 0.1 and 0 reset.
 */
const meta = {
  title: "BPMN/Designer/Keyboard",
  component: BpmnDesigner,
  decorators: [withToaster],
  args: { engine: "flowable", xml: leaveXml(), height: 460, panel: <DesignerProbe /> },
  beforeEach: () => {
    designerHandle.current = null;
  },
} satisfies Meta<typeof BpmnDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasArea = (root: HTMLElement) => within(root).getByRole("application", { name: "流程设计画布" });
const level = (root: HTMLElement) => within(root).getByRole("status", { name: "当前缩放比例" });

/** Select all, delete, undo, redo (both chords), with Ctrl and with Cmd. */
export const EditingShortcuts: Story = {
  play: async ({ canvasElement }) => {
    const { store } = await readyDesigner();
    const area = canvasArea(canvasElement);
    area.focus();
    await expect(area).toHaveFocus();

    await userEvent.keyboard("{Control>}a{/Control}");
    await waitFor(() =>
      expect([...store.getSnapshot().selectedIds].sort()).toEqual(
        ["End", "Flow_1", "Flow_2", "Flow_3", "Start", "TaskA", "TaskB"].sort(),
      ),
    );
    await userEvent.keyboard("{Delete}");
    await waitFor(() => expect(shapeOf(canvasElement, "TaskA")).toBeNull());
    await expect(shapeOf(canvasElement, "Start")).toBeNull();

    await userEvent.keyboard("{Control>}z{/Control}");
    await waitFor(() => expect(shapeOf(canvasElement, "TaskA")).not.toBeNull());
    await expect(shapeOf(canvasElement, "End")).not.toBeNull();

    await userEvent.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    await waitFor(() => expect(shapeOf(canvasElement, "TaskA")).toBeNull());
    await userEvent.keyboard("{Meta>}z{/Meta}");
    await waitFor(() => expect(shapeOf(canvasElement, "TaskA")).not.toBeNull());
    await userEvent.keyboard("{Control>}y{/Control}");
    await waitFor(() => expect(shapeOf(canvasElement, "TaskA")).toBeNull());
    await userEvent.keyboard("{Control>}z{/Control}");
    await waitFor(() => expect(shapeOf(canvasElement, "TaskA")).not.toBeNull());

    // Backspace deletes the selection too (one element here).
    select("TaskB");
    area.focus();
    await userEvent.keyboard("{Backspace}");
    await waitFor(() => expect(shapeOf(canvasElement, "TaskB")).toBeNull());
    await expect(shapeOf(canvasElement, "TaskA")).not.toBeNull();
    await userEvent.keyboard("{Meta>}{Shift>}z{/Shift}{/Meta}");
    await userEvent.keyboard("{Control>}z{/Control}");
    await waitFor(() => expect(shapeOf(canvasElement, "TaskB")).not.toBeNull());
  },
};

/** Zoom keys step by 10 % like the toolbar; Ctrl/Cmd+0 is the toolbar's reset. */
export const ZoomShortcuts: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    const area = canvasArea(canvasElement);
    area.focus();
    await userEvent.keyboard("{Control>}={/Control}");
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("110%"));
    await userEvent.keyboard("{Control>}+{/Control}");
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("120%"));
    await userEvent.keyboard("{Meta>}-{/Meta}");
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("110%"));
    await userEvent.keyboard("{Control>}-{/Control}{Control>}-{/Control}");
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("90%"));
    await userEvent.keyboard("{Control>}0{/Control}");
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("100%"));
    // The keys stop at the bounds as the buttons do.
    designerHandle.current!.commands.zoomTo(0.2);
    area.focus();
    await userEvent.keyboard("{Control>}-{/Control}");
    await expect(level(canvasElement)).toHaveTextContent("20%");
  },
};

/** The shortcuts belong to the canvas: with focus elsewhere, Ctrl+Z does not undo the diagram. */
export const OnlyWhenCanvasHasFocus: Story = {
  play: async ({ canvasElement }) => {
    const { commands } = await readyDesigner();
    select("TaskA");
    canvasArea(canvasElement).focus();
    await userEvent.keyboard("{Delete}");
    await waitFor(() => expect(shapeOf(canvasElement, "TaskA")).toBeNull());
    within(canvasElement).getByRole("button", { name: "打开文件" }).focus();
    await userEvent.keyboard("{Control>}z{/Control}");
    await expect(shapeOf(canvasElement, "TaskA")).toBeNull();
    commands.undo();
    await waitFor(() => expect(shapeOf(canvasElement, "TaskA")).not.toBeNull());
  },
};
