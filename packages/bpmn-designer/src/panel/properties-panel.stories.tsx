import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import type { ModdleElement } from "../core/types";
import { storyDiagram } from "./stories/diagram";
import { PanelStory, panelHandle } from "./stories/panel-harness";
import {
  bo,
  commandStack,
  commit,
  element,
  modeler,
  openSection,
  panelOf,
  sectionNames,
  select,
} from "./stories/play-helpers";

type Modeling = { updateProperties(element: unknown, props: Record<string, unknown>): void };

const meta = {
  title: "BPMN/Panel/Properties panel",
  component: PanelStory,
  args: { engine: "camunda", xml: storyDiagram("camunda") },
  beforeEach: () => {
    panelHandle.current = null;
  },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const ALL = ["基本信息", "任务", "多实例", "执行监听器", "扩展属性", "其他"];

/** Nothing selected: the panel shows the process (key and name, messages and signals); general is open. */
export const EmptySelectionShowsProcess: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await expect(sectionNames(panel)).toEqual(["基本信息", "消息与信号", "执行监听器", "扩展属性", "其他"]);
    await expect(panel.getByRole("textbox", { name: "流程标识" })).toHaveValue("leave");
    await expect(panel.getByRole("textbox", { name: "流程名称" })).toHaveValue("请假流程");
    await expect(panel.getByRole("button", { name: "基本信息" })).toHaveAttribute("aria-expanded", "true");
    select("UserTask_1");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("UserTask_1"));
    select(null);
    await waitFor(() => expect(panel.getByRole("textbox", { name: "流程标识" })).toHaveValue("leave"));
  },
};

/** Each element type shows the sections §2.3 gives it, in order. */
export const SectionsPerElementType: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    const expectSections = async (id: string, names: string[]) => {
      select(id);
      await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue(id));
      await expect(sectionNames(panel)).toEqual(names);
    };
    await expectSections("UserTask_1", [
      "基本信息",
      "表单",
      "任务",
      "多实例",
      "执行监听器",
      "任务监听器",
      "扩展属性",
      "其他",
    ]);
    await expectSections("StartEvent_1", ["基本信息", "表单", "执行监听器", "扩展属性", "其他"]);
    await expectSections("ScriptTask_1", ALL);
    await expectSections("CallActivity_1", ALL);
    await expectSections("Gateway_1", ["基本信息", "执行监听器", "扩展属性", "其他"]);
    // A flow out of the start event has no condition section; one out of a task has.
    await expectSections("Flow_1", ["基本信息", "执行监听器", "扩展属性", "其他"]);
    await expectSections("Flow_2", ["基本信息", "流转条件", "执行监听器", "扩展属性", "其他"]);
  },
};

/** Selecting another element resets the panel to the general section. */
export const SelectionResetsToGeneral: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("UserTask_1");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("UserTask_1"));
    await openSection(panel, "任务");
    await userEvent.click(panel.getByRole("button", { name: "基本信息" }));
    await expect(panel.getByRole("button", { name: "基本信息" })).toHaveAttribute("aria-expanded", "false");
    await expect(panel.getByRole("textbox", { name: "处理人" })).toBeInTheDocument();
    select("ScriptTask_1");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("ScriptTask_1"));
    await expect(panel.getByRole("button", { name: "基本信息" })).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("button", { name: "任务" })).toHaveAttribute("aria-expanded", "false");
  },
};

/** The sections open and close from the keyboard (a heading button each). */
export const KeyboardSections: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    const other = panel.getByRole("button", { name: "其他" });
    other.focus();
    await userEvent.keyboard("{Enter}");
    await expect(other).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("textbox", { name: "元素文档" })).toBeInTheDocument();
    await userEvent.keyboard(" ");
    await expect(other).toHaveAttribute("aria-expanded", "false");
  },
};

/** An edit made elsewhere (the modeler, an undo) shows in the panel at once: it is never stale. */
export const NeverStale: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("UserTask_1");
    const name = await panel.findByRole("textbox", { name: "名称" });
    await expect(name).toHaveValue("部门审批");
    modeler().get<Modeling>("modeling").updateProperties(element("UserTask_1"), { name: "总监审批" });
    await waitFor(() => expect(name).toHaveValue("总监审批"));
    await openSection(panel, "任务");
    modeler().get<Modeling>("modeling").updateProperties(element("UserTask_1"), { "camunda:assignee": "${director}" });
    await waitFor(() => expect(panel.getByRole("textbox", { name: "处理人" })).toHaveValue("${director}"));
    commandStack().undo();
    await waitFor(() => expect(panel.getByRole("textbox", { name: "处理人" })).toHaveValue(""));
    commandStack().undo();
    await waitFor(() => expect(name).toHaveValue("部门审批"));
  },
};

/** A panel edit, undone with the designer's undo command, shows the old value again. */
export const PanelEditUndoneElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("ScriptTask_1");
    const name = await panel.findByRole("textbox", { name: "名称" });
    await commit(name, "汇总");
    await expect(bo("ScriptTask_1").name).toBe("汇总");
    panelHandle.current!.commands.undo();
    await waitFor(() => expect(name).toHaveValue("计算"));
  },
};

/** While the simulation runs every input, choice and button of the panel is disabled. */
export const SimulatingLocksEveryInput: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("UserTask_1");
    await panel.findByRole("textbox", { name: "ID" });
    for (const section of ["任务", "多实例", "执行监听器", "任务监听器", "扩展属性", "其他"])
      await openSection(panel, section);
    panelHandle.current!.commands.setSimulating(true);
    const region = within(canvasElement).getByRole("region", { name: "属性面板" });
    await waitFor(() => expect(within(region).getByRole("textbox", { name: "ID" })).toBeDisabled());
    const controls = [
      ...within(region).getAllByRole("textbox"),
      ...within(region).getAllByRole("combobox"),
      ...within(region).queryAllByRole("checkbox"),
      ...within(region)
        .getAllByRole("button")
        .filter((button) => !button.hasAttribute("aria-expanded")),
    ];
    await expect(controls.length).toBeGreaterThan(10);
    for (const control of controls) await expect(control).toBeDisabled();
    panelHandle.current!.commands.setSimulating(false);
    await waitFor(() => expect(within(region).getByRole("textbox", { name: "ID" })).toBeEnabled());
  },
};

const collaborationXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_pool" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:collaboration id="Collaboration_1">
    <bpmn:participant id="Participant_1" name="教务处" processRef="pool_process" />
  </bpmn:collaboration>
  <bpmn:process id="pool_process" name="排课流程" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="Collaboration_1">
      <bpmndi:BPMNShape id="Participant_1_di" bpmnElement="Participant_1" isHorizontal="true">
        <dc:Bounds x="120" y="60" width="500" height="200" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="200" y="142" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** A diagram with a pool: an empty selection shows the pool's process, edited in one undo step. */
export const CollaborationShowsItsProcess: Story = {
  args: { xml: collaborationXml },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await expect(panel.getByRole("textbox", { name: "流程标识" })).toHaveValue("pool_process");
    const name = panel.getByRole("textbox", { name: "流程名称" });
    await commit(name, "排课审批");
    await expect((bo("Participant_1").get("processRef") as ModdleElement).name).toBe("排课审批");
    await expect(commandStack().canUndo()).toBe(true);
    commandStack().undo();
    await waitFor(() => expect(name).toHaveValue("排课流程"));
    await expect(commandStack().canUndo()).toBe(false);
    // The pool itself is an element: its id and name.
    select("Participant_1");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "名称" })).toHaveValue("教务处"));
  },
};

/** XML that is not a diagram: the panel shows nothing to edit (the error is shown above the canvas). */
export const ImportFailed: Story = {
  args: { xml: "<html><body>不是流程图</body></html>" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("alert", {}, { timeout: 15000 });
    const region = within(canvasElement).getByRole("region", { name: "属性面板" });
    await expect(within(region).queryByRole("status")).toBeNull();
    await expect(within(region).queryByRole("textbox")).toBeNull();
  },
};
