import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

import "../styles.css";

import type { Engine } from "../core/engines";
import { PanelStory, panelHandle } from "./stories/panel-harness";
import { panelOf, ready } from "./stories/play-helpers";
import { richDiagram } from "./stories/rich-diagram";
import { panelValues, semanticItems } from "./stories/snapshot";

/** The process, its events, gateway and flows. */
const PROCESS_AND_FLOWS = [null, "StartEvent_1", "Gateway_1", "Flow_2", "Flow_3", "Flow_4", "Flow_5"];
/** Every kind of task. */
const TASKS = [
  "UserTask_1",
  "ScriptTask_1",
  "ServiceTask_1",
  "ReceiveTask_1",
  "CallActivity_1",
  "BusinessRuleTask_1",
  "SendTask_1",
  "Task_1",
];

const meta = {
  title: "BPMN/Panel/Round trip",
  component: PanelStory,
  parameters: { docs: { disable: true } },
  beforeEach: () => {
    panelHandle.current = null;
  },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A diagram using every panel field survives import → export → re-import: the XML says the same
 * (every element, attribute and text outside the diagram interchange, extension elements, messages
 * and signals included) with the engine's prefix and no `ns0:`, and the panel shows the same
 * values for the elements `ids` (every section open, every listener's editor read), before and
 * after. Each engine's elements are checked in two stories (process and flows, tasks) to keep
 * each story short.
 */
const roundTrip =
  (engine: Engine, ids: (string | null)[]): Story["play"] =>
  async ({ canvasElement }) => {
    const source = richDiagram(engine);
    await panelOf(canvasElement);
    await expect(panelHandle.current!.store.getSnapshot().importWarnings).toEqual([]);
    const before = await panelValues(canvasElement, ids);
    await expect(Object.values(before).flat().length).toBeGreaterThan(40);

    const exported = await panelHandle.current!.commands.exportXml();
    await expect(exported).not.toMatch(/ns\d+:/);
    await expect(exported).toContain(`xmlns:${engine}=`);
    await expect(semanticItems(exported)).toEqual(semanticItems(source));
    await expect(exported).toContain('<bpmn:message id="Message_1" name="回执" />');
    await expect(exported).toContain('<bpmn:signal id="Signal_1" name="撤回" />');

    await panelHandle.current!.commands.importXml(exported);
    await ready();
    await waitFor(() => expect(panelHandle.current!.store.getSnapshot().importWarnings).toEqual([]));
    const after = await panelValues(canvasElement, ids);
    await expect(after).toEqual(before);
    await expect(await panelHandle.current!.commands.exportXml()).toBe(exported);
  };

// Written out (not made by a helper) so that Storybook's indexer sees each story's play function.
export const ActivitiProcessAndFlows: Story = {
  args: { engine: "activiti", xml: richDiagram("activiti") },
  play: roundTrip("activiti", PROCESS_AND_FLOWS),
};
export const ActivitiTasks: Story = {
  args: { engine: "activiti", xml: richDiagram("activiti") },
  play: roundTrip("activiti", TASKS),
};
export const CamundaProcessAndFlows: Story = {
  args: { engine: "camunda", xml: richDiagram("camunda") },
  play: roundTrip("camunda", PROCESS_AND_FLOWS),
};
export const CamundaTasks: Story = {
  args: { engine: "camunda", xml: richDiagram("camunda") },
  play: roundTrip("camunda", TASKS),
};
export const FlowableProcessAndFlows: Story = {
  args: { engine: "flowable", xml: richDiagram("flowable") },
  play: roundTrip("flowable", PROCESS_AND_FLOWS),
};
export const FlowableTasks: Story = {
  args: { engine: "flowable", xml: richDiagram("flowable") },
  play: roundTrip("flowable", TASKS),
};
