import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import type { DiagramElement } from "../core/types";
import { BpmnDesigner } from "../designer/bpmn-designer";
import { DesignerProbe, designerHandle, readyDesigner } from "../designer/designer-probe.mocks";
import { SaveAction } from "./save-action";
import { leaveXml } from "./stories/diagrams";
import { button, select, toast, withToaster } from "./stories/toolbar-stories";

/** Save, the unsaved marker and the simulation toggle, inside the designer they act on. */
const meta = {
  title: "BPMN/Toolbar/Save and simulation",
  component: SaveAction,
  decorators: [withToaster],
  render: (args) => <BpmnDesigner {...args} />,
  args: {
    engine: "flowable",
    xml: leaveXml(),
    height: 460,
    panel: <DesignerProbe />,
    onSave: fn(),
    onDirtyChange: fn(),
  },
  beforeEach: () => {
    designerHandle.current = null;
  },
} satisfies Meta<typeof BpmnDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

function rename(name: string) {
  const modeler = designerHandle.current!.modeler!;
  const task = modeler.get<{ get(id: string): DiagramElement }>("elementRegistry").get("TaskB");
  modeler.get<{ updateProperties(e: DiagramElement, p: object): void }>("modeling").updateProperties(task, { name });
}

/** A `beforeunload` the way the browser sends it; true when the page asked to stay. */
function leavePage(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** An edit shows 未保存 and makes leaving the page ask; saving hands the XML to onSave and clears both. */
export const SaveSuccess: Story = {
  args: { onSave: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    await readyDesigner();
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("未保存")).toBeNull();
    await expect(leavePage()).toBe(false);
    rename("总经理审批");
    await expect(await canvas.findByText("未保存")).toBeVisible();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await expect(leavePage()).toBe(true);

    await userEvent.click(button(canvasElement, "保存模型"));
    await toast("保存成功");
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith(expect.stringContaining('name="总经理审批"'));
    await waitFor(() => expect(canvas.queryByText("未保存")).toBeNull());
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await expect(leavePage()).toBe(false);
  },
};

/** A rejected save shows 保存模型失败，请重试！ and keeps everything: the edit and the unsaved marker. */
export const SaveFailure: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error("500"))) },
  play: async ({ args, canvasElement }) => {
    await readyDesigner();
    const canvas = within(canvasElement);
    rename("总经理审批");
    await canvas.findByText("未保存");
    await userEvent.click(button(canvasElement, "保存模型"));
    await toast("保存模型失败，请重试！");
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText("未保存")).toBeVisible();
    await expect(canvas.getByTestId("dirty")).toHaveTextContent("true");
    await expect(leavePage()).toBe(true);
    await expect(await designerHandle.current!.commands.exportXml()).toContain('name="总经理审批"');
    await expect(button(canvasElement, "保存模型")).toBeEnabled();
  },
};

/** A page that turned the leave warning off is not held back. */
export const NoLeaveWarning: Story = {
  args: { warnOnLeave: false },
  play: async ({ canvasElement }) => {
    await readyDesigner();
    rename("总经理审批");
    await within(canvasElement).findByText("未保存");
    await expect(leavePage()).toBe(false);
  },
};

/**
 * With `simulation`, the toggle switches bpmn-js-token-simulation on: save, undo, redo, align, open
 * and redraw are disabled and the panel's lock flag is set; switching it off unlocks everything and
 * keeps the undo history.
 */
export const SimulationLocks: Story = {
  args: { simulation: true },
  play: async ({ args, canvasElement }) => {
    const { modeler } = await readyDesigner();
    const canvas = within(canvasElement);
    rename("模拟前的修改");
    await waitFor(() => expect(button(canvasElement, "撤销")).toBeEnabled());
    const toggle = button(canvasElement, "模拟");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "true"));
    await expect(canvas.getByTestId("locked")).toHaveTextContent("true");
    for (const name of ["保存模型", "撤销", "恢复", "向左对齐", "垂直居中", "打开文件", "重新绘制"])
      await expect(button(canvasElement, name)).toBeDisabled();
    // Zoom, downloads and previews stay available.
    await expect(button(canvasElement, "放大视图")).toBeEnabled();
    await expect(button(canvasElement, "下载文件")).toBeEnabled();
    // The simulation's own controls are on the canvas, named in Chinese.
    await waitFor(() => expect(canvasElement.querySelector('.bts-palette [aria-label="重置模拟"]')).not.toBeNull());
    // Commands refuse too, whoever calls them.
    const { commands } = designerHandle.current!;
    commands.undo();
    await expect(canvasElement.querySelector('[data-element-id="TaskB"]')?.textContent).toBe("模拟前的修改");
    select("TaskA", "TaskB");
    await expect(commands.align("top")).toBe(false);
    await expect(commands.save()).rejects.toThrow();
    await expect(args.onSave).not.toHaveBeenCalled();
    // The canvas keyboard is locked as well (bpmn-js-token-simulation lets only zoom through).
    const area = canvas.getByRole("application", { name: "流程设计画布" });
    area.focus();
    await userEvent.keyboard("{Control>}z{/Control}");
    await expect(canvasElement.querySelector('[data-element-id="TaskB"]')?.textContent).toBe("模拟前的修改");

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "false"));
    await expect(canvas.getByTestId("locked")).toHaveTextContent("false");
    await expect(button(canvasElement, "保存模型")).toBeEnabled();
    // The same modeler throughout: the history from before the simulation is still there.
    await expect(designerHandle.current!.modeler).toBe(modeler);
    await userEvent.click(button(canvasElement, "撤销"));
    await waitFor(() => expect(canvasElement.querySelector('[data-element-id="TaskB"]')?.textContent).toBe("经理审批"));
  },
};

/** Without `simulation`, there is no toggle (and bpmn-js-token-simulation is not loaded). */
export const WithoutSimulation: Story = {
  play: async ({ canvasElement }) => {
    const { modeler } = await readyDesigner();
    await expect(within(canvasElement).queryByRole("button", { name: "模拟" })).toBeNull();
    await expect(modeler.get("toggleMode", false)).toBeNull();
  },
};
