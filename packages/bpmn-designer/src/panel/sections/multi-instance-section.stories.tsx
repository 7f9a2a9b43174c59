import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";

import "../../styles.css";

import { getExtensionElements } from "../../core/business-object";
import type { ModdleElement } from "../../core/types";
import { storyDiagram } from "../stories/diagram";
import { PanelStory, panelHandle } from "../stories/panel-harness";
import {
  bo,
  choose,
  commit,
  expectOneUndoStep,
  exportXml,
  openSection,
  panelOf,
  select,
} from "../stories/play-helpers";

const meta = {
  title: "BPMN/Panel/Multi-instance",
  component: PanelStory,
  args: { engine: "camunda", xml: storyDiagram("camunda") },
  beforeEach: () => {
    panelHandle.current = null;
  },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function miPanel(canvasElement: HTMLElement, id = "UserTask_1") {
  const panel = await panelOf(canvasElement);
  select(id);
  await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue(id));
  await openSection(panel, "多实例");
  return panel;
}

const loop = (id = "UserTask_1") => bo(id).get("loopCharacteristics") as ModdleElement | undefined;

/** The four loop kinds, each as the right moddle object, each one undo step. */
export const LoopKinds: Story = {
  play: async ({ canvasElement }) => {
    const panel = await miPanel(canvasElement);
    await expect(panel.getByRole("combobox", { name: "回路特性" })).toHaveTextContent("无");
    await choose(panel, "回路特性", "并行多重事件");
    await expect(loop()?.$type).toBe("bpmn:MultiInstanceLoopCharacteristics");
    await expect(loop()?.get("isSequential")).toBe(false);
    await expect(await exportXml()).toContain("<bpmn:multiInstanceLoopCharacteristics />");
    await expectOneUndoStep(() => expect(loop()).toBeUndefined());

    await choose(panel, "回路特性", "并行多重事件");
    await commit(panel.getByRole("textbox", { name: "集合" }), "${approvers}");
    await choose(panel, "回路特性", "时序多重事件");
    await expect(loop()?.get("isSequential")).toBe(true);
    // Parallel ↔ sequential keeps the loop's other fields.
    await expect(loop()?.get("camunda:collection")).toBe("${approvers}");
    await expect(await exportXml()).toContain(
      '<bpmn:multiInstanceLoopCharacteristics isSequential="true" camunda:collection="${approvers}" />',
    );

    await choose(panel, "回路特性", "循环事件");
    await expect(loop()?.$type).toBe("bpmn:StandardLoopCharacteristics");
    await expect(panel.getByText("循环事件没有其他可配置的属性。")).toBeVisible();
    await expect(await exportXml()).toContain("<bpmn:standardLoopCharacteristics />");

    await choose(panel, "回路特性", "无");
    await expect(loop()).toBeUndefined();
  },
};

/** Every multi-instance field: cardinality and completion condition as FormalExpressions, collection, element variable. */
export const Fields: Story = {
  play: async ({ canvasElement }) => {
    const panel = await miPanel(canvasElement);
    await choose(panel, "回路特性", "并行多重事件");
    await commit(panel.getByRole("textbox", { name: "循环数量" }), "3");
    await commit(panel.getByRole("textbox", { name: "集合" }), "${approvers}");
    await commit(panel.getByRole("textbox", { name: "元素变量" }), "approver");
    await commit(panel.getByRole("textbox", { name: "完成条件" }), "${nrOfCompletedInstances >= 2}");
    const cardinality = loop()?.get("loopCardinality") as ModdleElement;
    await expect(cardinality.$type).toBe("bpmn:FormalExpression");
    await expect(cardinality.$parent).toBe(loop());
    const xml = await exportXml();
    await expect(xml).toContain('camunda:collection="${approvers}" camunda:elementVariable="approver">');
    await expect(xml).toContain('<bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">3</bpmn:loopCardinality>');
    await expect(xml).toContain(
      '<bpmn:completionCondition xsi:type="bpmn:tFormalExpression">${nrOfCompletedInstances &gt;= 2}</bpmn:completionCondition>',
    );
    // Clearing the cardinality removes the expression.
    await commit(panel.getByRole("textbox", { name: "循环数量" }), "");
    await expect(loop()?.get("loopCardinality")).toBeUndefined();
  },
};

/**
 * camunda async on the multi-instance body: exclusive defaults on with the first async flag, is
 * disabled and forced off when both are off (one step), and the retry cycle goes with it.
 */
export const AsyncAndExclusive: Story = {
  play: async ({ canvasElement }) => {
    const panel = await miPanel(canvasElement);
    await choose(panel, "回路特性", "并行多重事件");
    const exclusive = panel.getByRole("checkbox", { name: "排他" });
    await expect(exclusive).toBeDisabled();
    await expect(panel.queryByRole("textbox", { name: "重试周期" })).toBeNull();

    await userEvent.click(panel.getByRole("checkbox", { name: "异步前" }));
    await expect(loop()?.get("camunda:asyncBefore")).toBe(true);
    await expect(exclusive).toBeEnabled();
    await expect(exclusive).toBeChecked();
    await userEvent.click(panel.getByRole("checkbox", { name: "异步后" }));
    await commit(panel.getByRole("textbox", { name: "重试周期" }), "R5/PT7M");
    await expect(await exportXml()).toContain(
      "<camunda:failedJobRetryTimeCycle>R5/PT7M</camunda:failedJobRetryTimeCycle>",
    );

    await userEvent.click(panel.getByRole("checkbox", { name: "异步前" }));
    await expect(exclusive).toBeChecked();
    await userEvent.click(panel.getByRole("checkbox", { name: "异步后" }));
    // Both off: exclusive off and the retry cycle removed, together.
    await expect(loop()?.get("camunda:exclusive")).toBe(false);
    await expect(exclusive).not.toBeChecked();
    await expect(exclusive).toBeDisabled();
    await expect(getExtensionElements(loop()!, "camunda:FailedJobRetryTimeCycle")).toEqual([]);
    const xml = await exportXml();
    await expect(xml).toContain('camunda:exclusive="false"');
    await expect(xml).not.toContain("failedJobRetryTimeCycle");
    panelHandle.current!.commands.undo();
    await waitFor(() => expect(panel.getByRole("checkbox", { name: "异步后" })).toBeChecked());
    await expect(loop()?.get("camunda:exclusive")).toBe(true);
    await expect(panel.getByRole("textbox", { name: "重试周期" })).toHaveValue("R5/PT7M");
  },
};

/** Setting the retry cycle keeps the other extension elements (listeners, properties) beside it. */
export const RetryCycleKeepsOtherExtensions: Story = {
  args: {
    engine: "flowable",
    xml: storyDiagram("flowable", {
      elements: {
        UserTask_1: {
          attrs: 'flowable:async="true"',
          body: `<bpmn:extensionElements>
        <flowable:taskListener event="create" class="org.example.Create" />
        <flowable:properties><flowable:property name="level" value="2" /></flowable:properties>
      </bpmn:extensionElements>
      <bpmn:multiInstanceLoopCharacteristics flowable:collection="\${approvers}" />`,
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const panel = await miPanel(canvasElement);
    await expect(panel.getByText("该引擎的异步设置在任务本身上，对整个多实例生效。")).toBeVisible();
    await expect(panel.getByRole("checkbox", { name: "异步前" })).toBeChecked();
    await commit(panel.getByRole("textbox", { name: "重试周期" }), "R3/PT1M");
    const values = getExtensionElements(bo("UserTask_1"));
    await expect(values.map((value) => value.$type)).toEqual([
      "flowable:TaskListener",
      "flowable:Properties",
      "flowable:FailedJobRetryTimeCycle",
    ]);
    await expect(await exportXml()).toContain(
      "<flowable:failedJobRetryTimeCycle>R3/PT1M</flowable:failedJobRetryTimeCycle>",
    );
    await expectOneUndoStep(() => expect(getExtensionElements(bo("UserTask_1")).length).toBe(2));

    await commit(panel.getByRole("textbox", { name: "重试周期" }), "R3/PT1M");
    await commit(panel.getByRole("textbox", { name: "重试周期" }), "R4/PT2M");
    await expect(getExtensionElements(bo("UserTask_1"), "flowable:FailedJobRetryTimeCycle")[0]?.get("body")).toBe(
      "R4/PT2M",
    );
    // Turning async off removes only the retry cycle.
    await userEvent.click(panel.getByRole("checkbox", { name: "异步前" }));
    await expect(getExtensionElements(bo("UserTask_1")).map((value) => value.$type)).toEqual([
      "flowable:TaskListener",
      "flowable:Properties",
    ]);
  },
};

/** flowable: async before and after are the task's async and asyncLeave, each with its exclusive flag. */
export const FlowableAsyncLeave: Story = {
  args: { engine: "flowable", xml: storyDiagram("flowable") },
  play: async ({ canvasElement }) => {
    const panel = await miPanel(canvasElement);
    await choose(panel, "回路特性", "时序多重事件");
    await userEvent.click(panel.getByRole("checkbox", { name: "异步后" }));
    await expect(panel.getByRole("checkbox", { name: "异步后排他" })).toBeChecked();
    await expect(await exportXml()).toContain('flowable:asyncLeave="true"');
    await userEvent.click(panel.getByRole("checkbox", { name: "异步后" }));
    const task = bo("UserTask_1");
    await expect(task.get("flowable:exclusive")).toBe(false);
    await expect(task.get("flowable:asyncLeaveExclusive")).toBe(false);
  },
};

/** activiti has no asynchronous leave: only async before, with a note. */
export const ActivitiAsync: Story = {
  args: { engine: "activiti", xml: storyDiagram("activiti") },
  play: async ({ canvasElement }) => {
    const panel = await miPanel(canvasElement);
    await choose(panel, "回路特性", "并行多重事件");
    await expect(panel.queryByRole("checkbox", { name: "异步后" })).toBeNull();
    await expect(panel.getByText("Activiti 不支持“异步后”")).toBeVisible();
    await userEvent.click(panel.getByRole("checkbox", { name: "异步前" }));
    await commit(panel.getByRole("textbox", { name: "集合" }), "${users}");
    await expect(await exportXml()).toContain('activiti:async="true"');
    await userEvent.click(panel.getByRole("checkbox", { name: "异步前" }));
    await expect(bo("UserTask_1").get("activiti:exclusive")).toBe(false);
  },
};
