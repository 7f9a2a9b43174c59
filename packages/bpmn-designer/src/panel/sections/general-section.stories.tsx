import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";

import "../../styles.css";

import { storyDiagram } from "../stories/diagram";
import { PanelStory, panelHandle } from "../stories/panel-harness";
import {
  bo,
  commandStack,
  commit,
  expectOneUndoStep,
  exportXml,
  openSection,
  panelOf,
  select,
  typeText,
} from "../stories/play-helpers";

const meta = {
  title: "BPMN/Panel/General",
  component: PanelStory,
  args: { engine: "flowable", xml: storyDiagram("flowable") },
  beforeEach: () => {
    panelHandle.current = null;
  },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The process key and name are required (the spec's texts, tied to the inputs); a key that is not
 * an XML name is refused and nothing changes; a valid key becomes the id — the DI plane follows —
 * as one undo step.
 */
export const ProcessKeyAndName: Story = {
  args: { panelProps: { keyLocked: false } },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    const key = panel.getByRole("textbox", { name: "流程标识" });
    const name = panel.getByRole("textbox", { name: "流程名称" });
    await expect(key).toBeEnabled();

    await commit(key, "");
    await expect(await panel.findByText("流程标识不能为空")).toBeVisible();
    await expect(key).toHaveAttribute("aria-invalid", "true");
    await expect(key).toHaveAccessibleDescription("流程标识不能为空");
    await commit(key, "1 请假");
    await expect(key).toHaveAccessibleDescription(
      "流程标识只能以字母或下划线开头，由字母、数字、下划线、连字符和点组成",
    );
    await expect(commandStack().canUndo()).toBe(false);
    await expect(bo("leave").id).toBe("leave");

    await commit(key, "leave_v2");
    await expect(key).not.toHaveAttribute("aria-invalid");
    const renamed = await exportXml();
    await expect(renamed).toContain('<bpmn:process id="leave_v2"');
    await expect(renamed).toContain('<bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="leave_v2">');
    await expectOneUndoStep(async () => {
      await waitFor(() => expect(key).toHaveValue("leave"));
      await expect(await exportXml()).toContain('bpmnElement="leave">');
    });

    await commit(name, "");
    await expect(name).toHaveAccessibleDescription("流程名称不能为空");
    await expect(commandStack().canUndo()).toBe(false);
    await commit(name, "请假审批");
    await expect(await exportXml()).toContain('name="请假审批"');
    await expectOneUndoStep(() => waitFor(() => expect(name).toHaveValue("请假流程")));
  },
};

/** A model imported with its own key (not the new-process id) has its key input disabled, with the reason. */
export const KeyLockedOnceTheModelHasAnId: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    const key = panel.getByRole("textbox", { name: "流程标识" });
    await expect(key).toBeDisabled();
    await expect(key).toHaveAccessibleDescription("模型已保存，流程标识不能再修改");
    await expect(panel.getByRole("textbox", { name: "流程名称" })).toBeEnabled();
  },
};

/** A new process (the designer's `Process_1`) has its key editable, and it stays so after it is set. */
export const NewProcessKeyEditable: Story = {
  args: { xml: undefined },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    const key = panel.getByRole("textbox", { name: "流程标识" });
    await expect(key).toHaveValue("Process_1");
    await expect(key).toBeEnabled();
    await commit(key, "leave");
    await waitFor(() => expect(key).toHaveValue("leave"));
    await expect(key).toBeEnabled();
  },
};

/** `keyLocked` (a model that exists on the server) locks the key of any process. */
export const KeyLockedProp: Story = {
  args: { xml: undefined, panelProps: { keyLocked: true } },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await expect(panel.getByRole("textbox", { name: "流程标识" })).toBeDisabled();
  },
};

/**
 * An element's id and name: a renamed id is followed by every reference (flows' sourceRef and
 * targetRef, the DI shape) and the panel stays on the element; a taken, invalid or empty id is refused.
 */
export const ElementIdAndName: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("UserTask_1");
    const id = await panel.findByRole("textbox", { name: "ID" });
    await commit(id, "ScriptTask_1");
    await expect(id).toHaveAccessibleDescription("该ID已被其他元素使用");
    await commit(id, "a b");
    await expect(id).toHaveAccessibleDescription("ID只能以字母或下划线开头，由字母、数字、下划线、连字符和点组成");
    await commit(id, "");
    await expect(id).toHaveAccessibleDescription("ID不能为空");
    await expect(commandStack().canUndo()).toBe(false);

    await openSection(panel, "其他");
    await commit(id, "Approve_1");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("Approve_1"));
    // The selection follows the new id, and the panel stays as it was: same fields, open sections, focus.
    await expect(panelHandle.current!.store.getSnapshot()).toMatchObject({
      selectedIds: ["Approve_1"],
      primaryId: "Approve_1",
    });
    await expect(panel.getByRole("textbox", { name: "ID" })).toBe(id);
    await expect(panel.getByRole("button", { name: "其他" })).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("textbox", { name: "名称" })).toHaveFocus();
    const xml = await exportXml();
    await expect(xml).toContain('<bpmn:userTask id="Approve_1" name="部门审批">');
    await expect(xml).toContain('sourceRef="StartEvent_1" targetRef="Approve_1"');
    await expect(xml).toContain('sourceRef="Approve_1" targetRef="Gateway_1"');
    await expect(xml).toContain('<bpmndi:BPMNShape id="UserTask_1_di" bpmnElement="Approve_1">');
    await expect(xml).not.toContain('"UserTask_1"');
    await expectOneUndoStep(() =>
      waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("UserTask_1")),
    );

    const name = panel.getByRole("textbox", { name: "名称" });
    await commit(name, "总监审批");
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-element-id="UserTask_1"]')?.textContent).toBe("总监审批"),
    );
    await expectOneUndoStep(() => waitFor(() => expect(name).toHaveValue("部门审批")));
  },
};

/** A field commits on Enter and reverts on Escape; typing alone writes nothing. */
export const EnterCommitsEscapeReverts: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("ScriptTask_1");
    const name = await panel.findByRole("textbox", { name: "名称" });
    await userEvent.clear(name);
    await typeText(name, "汇总");
    await expect(commandStack().canUndo()).toBe(false);
    await userEvent.keyboard("{Escape}");
    await expect(name).toHaveValue("计算");
    await userEvent.clear(name);
    await typeText(name, "汇总");
    await userEvent.keyboard("{Enter}");
    await expect(bo("ScriptTask_1").name).toBe("汇总");
    await expectOneUndoStep(() => waitFor(() => expect(name).toHaveValue("计算")));
  },
};
