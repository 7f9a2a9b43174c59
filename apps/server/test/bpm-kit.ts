// What the workflow suites share: BPMN XML builders, the models the built-in engine must refuse (each
// with the words its refusal must contain), and calls that design, deploy and run processes over HTTP.
import type { components } from "@smartclass/api";
import { eq } from "drizzle-orm";

import { schema } from "../src/db/index.js";
import { activityKit } from "./activity-kit.js";
import type { TestServer } from "./helpers.js";

type S = components["schemas"];
export type Paged<T> = { list: T[]; total: number };

/** A BPMN document with one process `key` whose flow elements are `body`. */
export function processXml(key: string, body: string, name = key): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_${key}" targetNamespace="http://flowable.org/bpmn">
  <bpmn:process id="${key}" name="${name}" isExecutable="true">
${body}
  </bpmn:process>
</bpmn:definitions>`;
}

/**
 * Start → 初审 (first) → gateway: `days > 3` → 复审 (second) → end; otherwise (`days <= 3`) → end.
 * The BPMN attributes name the assignees; rules in the settings may override them.
 */
export function twoStepBody(first = 'flowable:assignee="teacher1"', second = 'flowable:assignee="teacher2"'): string {
  return `
    <bpmn:startEvent id="start" name="开始" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="first" />
    <bpmn:userTask id="first" name="初审" ${first} />
    <bpmn:sequenceFlow id="f2" sourceRef="first" targetRef="gw" />
    <bpmn:exclusiveGateway id="gw" name="天数" />
    <bpmn:sequenceFlow id="long" sourceRef="gw" targetRef="second">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 3}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="short" sourceRef="gw" targetRef="end">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &lt;= 3}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:userTask id="second" name="复审" ${second} />
    <bpmn:sequenceFlow id="f3" sourceRef="second" targetRef="end" />
    <bpmn:endEvent id="end" name="结束" />`;
}

/**
 * Start → embedded sub-process 会审 { fork → 甲审 (teacher1) and 乙审 (teacher2) in parallel → join } →
 * end: what a process exported by another modeler typically holds.
 */
export function parallelSubProcessBody(): string {
  return `
    <bpmn:startEvent id="start" name="开始" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="review" />
    <bpmn:subProcess id="review" name="会审">
      <bpmn:startEvent id="review_start" />
      <bpmn:sequenceFlow id="r1" sourceRef="review_start" targetRef="fork" />
      <bpmn:parallelGateway id="fork" />
      <bpmn:sequenceFlow id="r2" sourceRef="fork" targetRef="a" />
      <bpmn:sequenceFlow id="r3" sourceRef="fork" targetRef="b" />
      <bpmn:userTask id="a" name="甲审" flowable:assignee="teacher1" />
      <bpmn:userTask id="b" name="乙审" flowable:assignee="teacher2" />
      <bpmn:sequenceFlow id="r4" sourceRef="a" targetRef="join" />
      <bpmn:sequenceFlow id="r5" sourceRef="b" targetRef="join" />
      <bpmn:parallelGateway id="join" />
      <bpmn:sequenceFlow id="r6" sourceRef="join" targetRef="review_end" />
      <bpmn:endEvent id="review_end" />
    </bpmn:subProcess>
    <bpmn:sequenceFlow id="f2" sourceRef="review" targetRef="end" />
    <bpmn:endEvent id="end" name="结束" />`;
}

/** twoStepBody with its second approval inside an embedded sub-process 复核. */
export function twoStepInSubProcessBody(): string {
  return twoStepBody()
    .replace(
      '<bpmn:userTask id="second" name="复审" flowable:assignee="teacher2" />',
      `<bpmn:subProcess id="recheck" name="复核">
        <bpmn:startEvent id="in" /><bpmn:sequenceFlow id="i1" sourceRef="in" targetRef="second" />
        <bpmn:userTask id="second" name="复审" flowable:assignee="teacher2" />
        <bpmn:sequenceFlow id="i2" sourceRef="second" targetRef="out" /><bpmn:endEvent id="out" />
      </bpmn:subProcess>`,
    )
    .replace('targetRef="second">', 'targetRef="recheck">')
    .replace('sourceRef="second" targetRef="end"', 'sourceRef="recheck" targetRef="end"');
}

const around = (inner: string) => `
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="Task_1" />
    ${inner}
    <bpmn:sequenceFlow id="f2" sourceRef="Task_1" targetRef="end" />
    <bpmn:endEvent id="end" />`;

/** Models the built-in engine cannot run: [what, process body, words the refusal must contain]. */
export const REFUSALS: [string, string, string[]][] = [
  [
    "a script task",
    around(
      '<bpmn:scriptTask id="Task_1" name="审批" scriptFormat="groovy"><bpmn:script>x</bpmn:script></bpmn:scriptTask>',
    ),
    ["“审批” (Task_1)", "脚本任务"],
  ],
  [
    "a service task with a Java class",
    around('<bpmn:serviceTask id="Task_1" name="发通知" flowable:class="edu.school.Notify" />'),
    ["“发通知” (Task_1)", "edu.school.Notify"],
  ],
  [
    "a service task with an expression",
    around('<bpmn:serviceTask id="Task_1" name="计算" flowable:expression="${calc.run()}" />'),
    ["(Task_1)", "expression"],
  ],
  [
    "a send task with a delegate expression",
    around('<bpmn:sendTask id="Task_1" name="发邮件" camunda:delegateExpression="${mailer}" />'),
    ["(Task_1)", "delegateExpression", "发送任务"],
  ],
  [
    "a business rule task",
    around('<bpmn:businessRuleTask id="Task_1" name="规则" flowable:class="edu.Rule" />'),
    ["(Task_1)", "业务规则任务"],
  ],
  [
    "an execution listener with a class",
    around(
      '<bpmn:userTask id="Task_1" name="审批"><bpmn:extensionElements><flowable:executionListener event="start" class="edu.L" /></bpmn:extensionElements></bpmn:userTask>',
    ),
    ["(Task_1)", "执行监听器", "edu.L"],
  ],
  [
    "a task listener with a delegate expression",
    around(
      '<bpmn:userTask id="Task_1" name="审批"><bpmn:extensionElements><flowable:taskListener event="create" delegateExpression="${l}" /></bpmn:extensionElements></bpmn:userTask>',
    ),
    ["(Task_1)", "任务监听器"],
  ],
  [
    "a script listener",
    around(
      '<bpmn:userTask id="Task_1" name="审批"><bpmn:extensionElements><camunda:executionListener event="end"><camunda:script scriptFormat="js">x</camunda:script></camunda:executionListener></bpmn:extensionElements></bpmn:userTask>',
    ),
    ["(Task_1)", "script"],
  ],
  [
    "a script condition",
    `<bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="Task_1" />
     <bpmn:userTask id="Task_1" name="审批" />
     <bpmn:sequenceFlow id="Flow_s" name="脚本条件" sourceRef="Task_1" targetRef="end"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="groovy">days &gt; 3</bpmn:conditionExpression></bpmn:sequenceFlow>
     <bpmn:endEvent id="end" />`,
    ["(Flow_s)", "groovy"],
  ],
  [
    "a condition jexl cannot parse",
    `<bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="Task_1" />
     <bpmn:userTask id="Task_1" name="审批" />
     <bpmn:sequenceFlow id="Flow_bad" sourceRef="Task_1" targetRef="end"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt;}</bpmn:conditionExpression></bpmn:sequenceFlow>
     <bpmn:endEvent id="end" />`,
    ["(Flow_bad)", "条件表达式无效"],
  ],
  [
    "a condition calling a function",
    `<bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="Task_1" />
     <bpmn:userTask id="Task_1" name="审批" />
     <bpmn:sequenceFlow id="Flow_fn" sourceRef="Task_1" targetRef="end"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${exec(days)}</bpmn:conditionExpression></bpmn:sequenceFlow>
     <bpmn:endEvent id="end" />`,
    ["(Flow_fn)", "调用函数"],
  ],
  [
    "a condition reading a property",
    `<bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="Task_1" />
     <bpmn:userTask id="Task_1" name="审批" />
     <bpmn:sequenceFlow id="Flow_prop" sourceRef="Task_1" targetRef="end"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days.length}</bpmn:conditionExpression></bpmn:sequenceFlow>
     <bpmn:endEvent id="end" />`,
    ["(Flow_prop)", "访问属性"],
  ],
  [
    "an event sub-process",
    around(
      '<bpmn:userTask id="Task_1" name="审批" /><bpmn:subProcess id="Sub_1" name="超时处理" triggeredByEvent="true"><bpmn:startEvent id="s2" /></bpmn:subProcess>',
    ),
    ["“超时处理” (Sub_1)", "事件子流程"],
  ],
  [
    "an event sub-process inside a sub-process",
    around(`<bpmn:subProcess id="Task_1" name="办理"><bpmn:startEvent id="s1" />
      <bpmn:subProcess id="Sub_1" name="催办" triggeredByEvent="true"><bpmn:startEvent id="s2"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:startEvent></bpmn:subProcess>
    </bpmn:subProcess>`),
    ["“催办” (Sub_1)", "顶层"],
  ],
  [
    "an error end event no event sub-process catches",
    around(
      '<bpmn:userTask id="Task_1" name="审批" /><bpmn:endEvent id="Err_end" name="材料不全"><bpmn:errorEventDefinition /></bpmn:endEvent>',
    ),
    ["“材料不全” (Err_end)", "错误结束事件"],
  ],
  [
    "a transaction",
    around('<bpmn:transaction id="Task_1" name="事务"><bpmn:startEvent id="s2" /></bpmn:transaction>'),
    ["“事务” (Task_1)", "bpmn:Transaction"],
  ],
  [
    "a call activity whose called element is an expression",
    around('<bpmn:callActivity id="Task_1" name="调用" calledElement="${which}" />'),
    ["“调用” (Task_1)", "${which}"],
  ],
  [
    "a message catch event without a message",
    around(
      '<bpmn:intermediateCatchEvent id="Wait_1" name="等通知"><bpmn:messageEventDefinition /></bpmn:intermediateCatchEvent>',
    ),
    ["“等通知” (Wait_1)", "消息或信号"],
  ],
  [
    "a timer given by an expression",
    `<bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="Task_1" />
     <bpmn:intermediateCatchEvent id="Task_1" name="等几天"><bpmn:timerEventDefinition><bpmn:timeDuration>\${days}</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
     <bpmn:sequenceFlow id="f2" sourceRef="Task_1" targetRef="u" /><bpmn:userTask id="u" name="审批" />
     <bpmn:sequenceFlow id="f3" sourceRef="u" targetRef="end" /><bpmn:endEvent id="end" />`,
    ["“等几天” (Task_1)", "ISO 8601"],
  ],
  [
    "a timer on an end event",
    around(
      '<bpmn:userTask id="u1" name="审批" /><bpmn:endEvent id="Task_1" name="定时结束"><bpmn:timerEventDefinition><bpmn:timeDuration>P1D</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:endEvent>',
    ),
    ["“定时结束” (Task_1)", "边界事件"],
  ],
  [
    "a multi-instance user task over a collection",
    around(
      '<bpmn:userTask id="Task_1" name="会签"><bpmn:multiInstanceLoopCharacteristics isSequential="false" flowable:collection="${approvers}" /></bpmn:userTask>',
    ),
    ["“会签” (Task_1)", "多实例", "approvers"],
  ],
  [
    "a multi-instance task that is not a user task",
    around(
      '<bpmn:task id="Task_1" name="批量"><bpmn:multiInstanceLoopCharacteristics><bpmn:loopCardinality>3</bpmn:loopCardinality></bpmn:multiInstanceLoopCharacteristics></bpmn:task>',
    ),
    ["“批量” (Task_1)", "多实例"],
  ],
  [
    "a receive task",
    around('<bpmn:receiveTask id="Task_1" name="等消息" />'),
    ["“等消息” (Task_1)", "bpmn:ReceiveTask"],
  ],
  ["no start event", '<bpmn:userTask id="Task_1" name="审批" />', ["开始事件"]],
];

/** A document without any process. */
export const NO_PROCESS_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="x"></bpmn:definitions>`;

/** Workflow calls bound to one test server. */
export function bpmKit(getServer: () => TestServer) {
  const kit = activityKit(getServer);
  const s = () => getServer();
  let seq = 0;

  async function call<T>(
    who: string,
    method: string,
    path: string,
    options: { query?: Record<string, string | number>; body?: unknown } = {},
  ) {
    return s().call<T>(method, path, { token: await kit.token(who), ...options });
  }

  /** Creates a model (a fresh key), saves XML and settings (and a form), deploys it; answers the definition and model. */
  async function deploy(
    body: string,
    options: {
      settings?: S["BpmModelSettings"];
      formId?: number | null;
      who?: string;
      key?: string;
      /** The whole document (default: one process with `body`). */
      xml?: (key: string) => string;
    } = {},
  ) {
    const key = options.key ?? `p_${Date.now().toString(36)}_${seq++}`;
    const who = options.who ?? "teacher1";
    const created = await call<S["BpmModelDetail"]>(who, "POST", "/bpm/model/create", {
      body: { key, name: `测试流程 ${key}`, engine: "flowable" },
    });
    if (created.code !== 0) throw new Error(`create: ${created.msg}`);
    const saved = await call<S["BpmModelDetail"]>(who, "PUT", "/bpm/model/update", {
      body: {
        id: created.data.id,
        name: `测试流程 ${key}`,
        xml: options.xml ? options.xml(key) : processXml(key, body),
        settings: options.settings ?? { tasks: {}, flows: {} },
        ...(options.formId !== undefined ? { formId: options.formId } : {}),
      },
    });
    if (saved.code !== 0) throw new Error(`update: ${saved.msg}`);
    const deployed = await call<S["BpmProcessDefinition"]>(who, "POST", "/bpm/model/deploy", {
      query: { id: created.data.id },
    });
    return { model: saved.data, deployed };
  }

  /** Starts an instance; answers its id (throws with the message when refused). */
  async function start(who: string, definitionId: number, variables: Record<string, unknown>) {
    const r = await call<{ id: string }>(who, "POST", "/bpm/process-instance/create", {
      body: { processDefinitionId: definitionId, variables },
    });
    if (r.code !== 0) throw new Error(`start: ${r.msg}`);
    return r.data.id;
  }

  async function instance(who: string, id: string) {
    return call<S["BpmProcessInstanceDetail"]>(who, "GET", "/bpm/process-instance/get", { query: { id } });
  }

  async function tasksOf(who: string, processInstanceId: string) {
    return (
      await call<S["BpmTask"][]>(who, "GET", "/bpm/task/list-by-process-instance-id", { query: { processInstanceId } })
    ).data;
  }

  async function activities(who: string, processInstanceId: string) {
    return (await call<S["BpmActivity"][]>(who, "GET", "/bpm/activity/list", { query: { processInstanceId } })).data;
  }

  /** The open task of an instance (exactly one expected). */
  async function openTask(processInstanceId: string) {
    const open = await s()
      .database.db.select()
      .from(schema.bpmTasks)
      .where(eq(schema.bpmTasks.instanceId, processInstanceId));
    const list = open.filter((t) => t.endTime === null);
    if (list.length !== 1) throw new Error(`expected one open task, found ${list.length}`);
    return list[0]!;
  }

  async function act(who: string, action: "approve" | "reject" | "return" | "transfer", body: Record<string, unknown>) {
    return call<boolean>(who, "PUT", `/bpm/task/${action}`, { body });
  }

  return { ...kit, call, deploy, start, instance, tasksOf, activities, openTask, act };
}
