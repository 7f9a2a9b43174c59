import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import "../../styles.css";

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
  title: "BPMN/Panel/Task",
  component: PanelStory,
  args: { engine: "camunda", xml: storyDiagram("camunda") },
  beforeEach: () => {
    panelHandle.current = null;
  },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function taskPanel(canvasElement: HTMLElement, id: string) {
  const panel = await panelOf(canvasElement);
  select(id);
  await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue(id));
  await openSection(panel, "任务");
  return panel;
}

/** camunda user task: every field, comma lists normalised, follow-up date, and the assignment-rule hint with its link. */
export const CamundaUserTask: Story = {
  play: async ({ canvasElement }) => {
    const panel = await taskPanel(canvasElement, "UserTask_1");
    await commit(panel.getByRole("textbox", { name: "处理人" }), "${initiator}");
    await expectOneUndoStep(() => expect(bo("UserTask_1").get("camunda:assignee")).toBeUndefined());
    await commit(panel.getByRole("textbox", { name: "处理人" }), "${initiator}");
    await commit(panel.getByRole("textbox", { name: "候选用户" }), "kermit， gonzo,,");
    await commit(panel.getByRole("textbox", { name: "候选分组" }), "management");
    await commit(panel.getByRole("textbox", { name: "到期时间" }), "${due}");
    await commit(panel.getByRole("textbox", { name: "跟踪时间" }), "${followUp}");
    await commit(panel.getByRole("textbox", { name: "优先级" }), "60");
    await expect(panel.getByRole("textbox", { name: "候选用户" })).toHaveValue("kermit,gonzo");
    await expect(panel.getByRole("textbox", { name: "候选用户" })).toHaveAccessibleDescription("多个值用英文逗号分隔");
    await expect(await exportXml()).toContain(
      'camunda:assignee="${initiator}" camunda:candidateUsers="kermit,gonzo" camunda:candidateGroups="management" camunda:dueDate="${due}" camunda:followUpDate="${followUp}" camunda:priority="60"',
    );
    await expect(panel.getByText(/角色、部门负责人、部门成员、岗位、用户组、自定义脚本、指定用户/)).toBeVisible();
    await expect(panel.getByText(/「分配规则」/)).toBeVisible();
    await expect(panel.getByRole("link", { name: "前往流程模型" })).toHaveAttribute("href", "/bpm/manager/model");
  },
};

/** flowable user task: no follow-up date (a note says so); the rest is written with its prefix. */
export const FlowableUserTask: Story = {
  args: { engine: "flowable", xml: storyDiagram("flowable") },
  play: async ({ canvasElement }) => {
    const panel = await taskPanel(canvasElement, "UserTask_1");
    await expect(panel.queryByRole("textbox", { name: "跟踪时间" })).toBeNull();
    await expect(panel.getByText("Flowable 不支持跟踪时间")).toBeVisible();
    await commit(panel.getByRole("textbox", { name: "到期时间" }), "PT2H");
    await expect(await exportXml()).toContain('flowable:dueDate="PT2H"');
  },
};

/** The assignment hint's link goes through `onNavigate` when the panel has one. */
export const AssignmentLinkNavigates: Story = {
  args: { panelProps: { modelsHref: "/bpm/manager/model?id=7", onNavigate: fn() } },
  play: async ({ args, canvasElement }) => {
    const panel = await taskPanel(canvasElement, "UserTask_1");
    const link = panel.getByRole("link", { name: "前往流程模型" });
    await expect(link).toHaveAttribute("href", "/bpm/manager/model?id=7");
    await userEvent.click(link);
    await expect(args.panelProps?.onNavigate).toHaveBeenCalledWith("/bpm/manager/model?id=7");
  },
};

/** Script task: format, inline script or (camunda) external resource, result variable. */
export const ScriptTask: Story = {
  play: async ({ canvasElement }) => {
    const panel = await taskPanel(canvasElement, "ScriptTask_1");
    await commit(panel.getByRole("textbox", { name: "脚本格式" }), "groovy");
    await commit(panel.getByRole("textbox", { name: "脚本" }), "sum = a + b");
    await commit(panel.getByRole("textbox", { name: "结果变量" }), "sum");
    await expect(await exportXml()).toContain(
      '<bpmn:scriptTask id="ScriptTask_1" name="计算" scriptFormat="groovy" camunda:resultVariable="sum">',
    );
    await choose(panel, "脚本类型", "外部资源");
    await commit(panel.getByRole("textbox", { name: "资源地址" }), "classpath://sum.groovy");
    const xml = await exportXml();
    await expect(xml).toContain('camunda:resource="classpath://sum.groovy"');
    await expect(xml).not.toContain("sum = a + b");
    // One undo takes back the resource and brings the inline script back.
    panelHandle.current!.commands.undo();
    await waitFor(() => expect(panel.getByRole("textbox", { name: "脚本" })).toHaveValue("sum = a + b"));
    await expect(bo("ScriptTask_1").get("camunda:resource")).toBeUndefined();
  },
};

/** Receive task: the message is chosen among the process's messages; 无 clears the reference. */
export const ReceiveTask: Story = {
  args: {
    xml: storyDiagram("camunda", {
      roots: '<bpmn:message id="Message_1" name="回执" />\n  <bpmn:message id="Message_2" name="催办" />',
    }),
  },
  play: async ({ canvasElement }) => {
    const panel = await taskPanel(canvasElement, "ReceiveTask_1");
    await expect(panel.getByRole("combobox", { name: "消息实例" })).toHaveTextContent("无");
    await choose(panel, "消息实例", "催办 (Message_2)");
    await expect(await exportXml()).toContain('messageRef="Message_2"');
    await expectOneUndoStep(() => expect(bo("ReceiveTask_1").get("messageRef")).toBeUndefined());
    await choose(panel, "消息实例", "回执 (Message_1)");
    await choose(panel, "消息实例", "无");
    await expect(bo("ReceiveTask_1").get("messageRef")).toBeUndefined();
    await expect(await exportXml()).not.toContain("messageRef");
  },
};

/** camunda call activity: binding defaults to latest; version binding shows the version; switching back drops it. */
export const CamundaCallActivity: Story = {
  play: async ({ canvasElement }) => {
    const panel = await taskPanel(canvasElement, "CallActivity_1");
    await commit(panel.getByRole("textbox", { name: "被调用流程" }), "sub_process");
    await expect(panel.getByRole("combobox", { name: "绑定方式" })).toHaveTextContent("最新版本 (latest)");
    await expect(panel.queryByRole("textbox", { name: "版本" })).toBeNull();
    await choose(panel, "绑定方式", "指定版本 (version)");
    await commit(panel.getByRole("textbox", { name: "版本" }), "3");
    await expect(await exportXml()).toContain(
      'calledElement="sub_process" camunda:calledElementBinding="version" camunda:calledElementVersion="3"',
    );
    await choose(panel, "绑定方式", "最新版本 (latest)");
    const xml = await exportXml();
    await expect(xml).not.toContain("calledElementBinding");
    await expect(xml).not.toContain("calledElementVersion");
    await expect(bo("CallActivity_1").get("camunda:calledElementBinding")).toBe("latest");
  },
};

/** flowable call activity: its own call attributes, and a note that it has no binding. */
export const FlowableCallActivity: Story = {
  args: { engine: "flowable", xml: storyDiagram("flowable") },
  play: async ({ canvasElement }) => {
    const panel = await taskPanel(canvasElement, "CallActivity_1");
    await expect(panel.getByText("Flowable 不支持调用活动的绑定方式与版本")).toBeVisible();
    await commit(panel.getByRole("textbox", { name: "被调用流程" }), "sub");
    await choose(panel, "引用方式", "流程定义 id");
    await commit(panel.getByRole("textbox", { name: "业务标识" }), "${bk}");
    await commit(panel.getByRole("textbox", { name: "流程实例名称" }), "子流程实例");
    for (const name of ["继承业务标识", "继承流程变量", "使用同一部署", "回退到默认租户", "输出参数使用本地作用域"])
      await userEvent.click(panel.getByRole("checkbox", { name }));
    await expect(await exportXml()).toContain(
      'calledElement="sub" flowable:calledElementType="id" flowable:businessKey="${bk}" flowable:inheritBusinessKey="true" flowable:inheritVariables="true" flowable:sameDeployment="true" flowable:fallbackToDefaultTenant="true" flowable:processInstanceName="子流程实例" flowable:useLocalScopeForOutParameters="true"',
    );
    panelHandle.current!.commands.undo();
    await waitFor(() => expect(panel.getByRole("checkbox", { name: "输出参数使用本地作用域" })).not.toBeChecked());
    await expect(panel.getByRole("checkbox", { name: "回退到默认租户" })).toBeChecked();
  },
};

/** activiti call activity: only the called process, and a note. */
export const ActivitiCallActivity: Story = {
  args: { engine: "activiti", xml: storyDiagram("activiti") },
  play: async ({ canvasElement }) => {
    const panel = await taskPanel(canvasElement, "CallActivity_1");
    await expect(panel.getByText("Activiti 不支持调用活动的绑定方式与版本")).toBeVisible();
    await expect(panel.queryByRole("combobox", { name: "绑定方式" })).toBeNull();
    await expect(panel.queryByRole("checkbox")).toBeNull();
  },
};

/** camunda business rule task: decision reference, binding, result mapping defaulting to resultList. */
export const CamundaDecision: Story = {
  play: async ({ canvasElement }) => {
    const panel = await taskPanel(canvasElement, "BusinessRuleTask_1");
    await expect(panel.getByRole("combobox", { name: "结果映射" })).toHaveTextContent("结果列表 (resultList)");
    await commit(panel.getByRole("textbox", { name: "决策引用" }), "approve");
    await choose(panel, "决策绑定方式", "指定版本 (version)");
    await commit(panel.getByRole("textbox", { name: "决策版本" }), "2");
    await choose(panel, "结果映射", "单个值 (singleEntry)");
    await commit(panel.getByRole("textbox", { name: "结果变量" }), "decision");
    await expect(await exportXml()).toContain(
      'camunda:resultVariable="decision" camunda:decisionRef="approve" camunda:decisionRefBinding="version" camunda:decisionRefVersion="2" camunda:mapDecisionResult="singleEntry"',
    );
    await choose(panel, "结果映射", "结果列表 (resultList)");
    await expect(await exportXml()).not.toContain("mapDecisionResult");
  },
};

/** flowable business rule task: no DMN reference (a note), its rules attributes instead. */
export const FlowableRules: Story = {
  args: { engine: "flowable", xml: storyDiagram("flowable") },
  play: async ({ canvasElement }) => {
    const panel = await taskPanel(canvasElement, "BusinessRuleTask_1");
    await expect(panel.getByText("Flowable 不支持DMN 决策引用")).toBeVisible();
    await expect(panel.queryByRole("textbox", { name: "决策引用" })).toBeNull();
    await commit(panel.getByRole("textbox", { name: "规则" }), "rule1,rule2");
    await commit(panel.getByRole("textbox", { name: "输入变量" }), "${order}");
    await expect(await exportXml()).toContain('flowable:ruleVariablesInput="${order}" flowable:rules="rule1,rule2"');
  },
};

/** External task: camunda writes type external and the topic; a Java class replaces it in one step. */
export const CamundaExternalTask: Story = {
  play: async ({ canvasElement }) => {
    const panel = await taskPanel(canvasElement, "ServiceTask_1");
    await choose(panel, "实现方式", "外部任务");
    await commit(panel.getByRole("textbox", { name: "主题" }), "orders");
    await expect(await exportXml()).toContain('camunda:type="external" camunda:topic="orders"');
    await choose(panel, "实现方式", "Java 类");
    await commit(panel.getByRole("textbox", { name: "Java 类" }), "org.example.Notify");
    const xml = await exportXml();
    await expect(xml).toContain('camunda:class="org.example.Notify"');
    await expect(xml).not.toContain("camunda:topic");
    panelHandle.current!.commands.undo();
    await waitFor(() => expect(panel.getByRole("combobox", { name: "实现方式" })).toHaveTextContent("外部任务"));
    await expect(await exportXml()).toContain('camunda:type="external" camunda:topic="orders"');
  },
};

/** flowable's external worker task; activiti has none (a note). */
export const FlowableExternalWorker: Story = {
  args: { engine: "flowable", xml: storyDiagram("flowable") },
  play: async ({ canvasElement }) => {
    const panel = await taskPanel(canvasElement, "ServiceTask_1");
    await choose(panel, "实现方式", "外部任务");
    await commit(panel.getByRole("textbox", { name: "主题" }), "orders");
    await expect(await exportXml()).toContain('flowable:type="external-worker" flowable:topic="orders"');
  },
};

/** activiti service task: class, expression or delegate expression; no external task. */
export const ActivitiServiceTask: Story = {
  args: { engine: "activiti", xml: storyDiagram("activiti") },
  play: async ({ canvasElement }) => {
    const panel = await taskPanel(canvasElement, "ServiceTask_1");
    await expect(panel.getByText("Activiti 不支持外部任务")).toBeVisible();
    await choose(panel, "实现方式", "表达式");
    await commit(panel.getByRole("textbox", { name: "表达式" }), "${notify.send()}");
    await commit(panel.getByRole("textbox", { name: "结果变量" }), "sent");
    await expect(await exportXml()).toContain('activiti:expression="${notify.send()}" activiti:resultVariable="sent"');
  },
};

/** A plain task has no task fields: the section says so. */
export const PlainTask: Story = {
  play: async ({ canvasElement }) => {
    const panel = await taskPanel(canvasElement, "Task_1");
    await expect(panel.getByText("该任务类型没有可配置的任务属性。")).toBeVisible();
  },
};
