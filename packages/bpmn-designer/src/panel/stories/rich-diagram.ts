import type { Engine } from "../../core/engines";
import { storyDiagram } from "./diagram";

/**
 * The story diagram with every field the panel shows set, for one engine: process name,
 * messages and signals, execution and task listeners of every type (fields of every kind, scripts,
 * a camunda timer), extension properties, documentation, user task assignment, multi-instance with
 * async and retry cycle, a standard loop, a default flow, expression and script conditions, script,
 * service/external, send, receive, call and business rule tasks. The round-trip stories import it,
 * export it and import it again.
 */
function richDiagram(engine: Engine): string {
  const p = engine;
  const fields = `<${p}:field name="greeting" stringValue="hello" />
        <${p}:field name="text"><${p}:string>Hello world</${p}:string></${p}:field>
        <${p}:field name="computed"><${p}:expression>\${a + b}</${p}:expression></${p}:field>`;
  const scriptListener =
    engine === "camunda"
      ? `<camunda:executionListener event="end"><camunda:script scriptFormat="groovy">println "done"</camunda:script></camunda:executionListener>
      <camunda:executionListener event="start"><camunda:script scriptFormat="groovy" resource="classpath://start.groovy" /></camunda:executionListener>`
      : engine === "flowable"
        ? `<flowable:executionListener event="end"><flowable:script language="groovy" resultVariable="r">println "done"</flowable:script></flowable:executionListener>`
        : `<activiti:executionListener event="end" class="org.activiti.engine.impl.bpmn.listener.ScriptExecutionListener"><activiti:field name="script"><activiti:string>println "done"</activiti:string></activiti:field><activiti:field name="language"><activiti:string>groovy</activiti:string></activiti:field></activiti:executionListener>`;
  const onTransaction = engine === "camunda" ? "" : ' onTransaction="committed"';
  const processListeners = `<${p}:executionListener event="start" class="org.example.Start"${onTransaction}>
        ${fields}
      </${p}:executionListener>
      <${p}:executionListener event="end" expression="\${audit.log(execution)}" />
      <${p}:executionListener event="end" delegateExpression="\${endListener}" />
      ${scriptListener}`;
  const properties = (name: string, value: string) =>
    `<${p}:properties><${p}:property name="${name}" value="${value}" /></${p}:properties>`;

  const taskListeners =
    engine === "camunda"
      ? `<camunda:taskListener class="org.example.Create" event="create"><camunda:field name="level" stringValue="2" /></camunda:taskListener>
        <camunda:taskListener delegateExpression="\${remind}" event="timeout" id="remind"><bpmn:timerEventDefinition id="TimerEventDefinition_1"><bpmn:timeCycle xsi:type="bpmn:tFormalExpression">R3/PT10M</bpmn:timeCycle></bpmn:timerEventDefinition></camunda:taskListener>
        <camunda:taskListener expression="\${audit.update(task)}" event="update" />`
      : `<${p}:taskListener event="create" class="org.example.Create" onTransaction="before-commit"><${p}:field name="level" stringValue="2" /></${p}:taskListener>
        <${p}:taskListener event="complete" expression="\${audit.done(task)}" />
        <${p}:taskListener event="assignment" delegateExpression="\${assignListener}" />`;
  const retry = `<${p}:failedJobRetryTimeCycle>R5/PT7M</${p}:failedJobRetryTimeCycle>`;
  const expressions = `<bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">3</bpmn:loopCardinality>
        <bpmn:completionCondition xsi:type="bpmn:tFormalExpression">\${nrOfCompletedInstances &gt;= 2}</bpmn:completionCondition>`;
  const multiInstance =
    engine === "camunda"
      ? `<bpmn:multiInstanceLoopCharacteristics camunda:collection="\${approvers}" camunda:elementVariable="approver" camunda:asyncBefore="true" camunda:asyncAfter="true" camunda:exclusive="false">
        <bpmn:extensionElements>${retry}</bpmn:extensionElements>
        ${expressions}
      </bpmn:multiInstanceLoopCharacteristics>`
      : `<bpmn:multiInstanceLoopCharacteristics isSequential="true" ${p}:collection="\${approvers}" ${p}:elementVariable="approver"${engine === "flowable" ? ' flowable:elementIndexVariable="i"' : ""}>
        ${expressions}
      </bpmn:multiInstanceLoopCharacteristics>`;
  const userAttrs =
    engine === "camunda"
      ? 'camunda:assignee="${manager}" camunda:candidateUsers="kermit,gonzo" camunda:candidateGroups="management" camunda:dueDate="${due}" camunda:followUpDate="${followUp}" camunda:priority="60"'
      : `${p}:async="true" ${p}:exclusive="false"${engine === "flowable" ? ' flowable:asyncLeave="true" flowable:asyncLeaveExclusive="false"' : ""} ${p}:assignee="\${manager}" ${p}:candidateUsers="kermit,gonzo" ${p}:candidateGroups="management" ${p}:dueDate="PT2H" ${p}:priority="60"`;
  const userExtensions = `<bpmn:extensionElements>
        ${taskListeners}
        ${engine === "camunda" ? "" : retry}
        ${properties("level", "2")}
      </bpmn:extensionElements>`;

  const service =
    engine === "activiti"
      ? 'activiti:class="org.example.Notify" activiti:resultVariable="sent"'
      : `${p}:type="${engine === "camunda" ? "external" : "external-worker"}" ${p}:topic="orders"`;
  const call =
    engine === "camunda"
      ? 'calledElement="sub" camunda:calledElementBinding="version" camunda:calledElementVersion="2"'
      : engine === "flowable"
        ? 'calledElement="sub" flowable:calledElementType="id" flowable:businessKey="${bk}" flowable:inheritBusinessKey="true" flowable:inheritVariables="true" flowable:sameDeployment="true" flowable:fallbackToDefaultTenant="true" flowable:processInstanceName="子流程实例" flowable:useLocalScopeForOutParameters="true"'
        : 'calledElement="sub"';
  const rules =
    engine === "camunda"
      ? 'camunda:resultVariable="decision" camunda:decisionRef="approve" camunda:decisionRefBinding="version" camunda:decisionRefVersion="3" camunda:mapDecisionResult="singleResult"'
      : `${p}:class="org.example.Rules" ${p}:ruleVariablesInput="\${order}" ${p}:rules="rule1,rule2" ${p}:resultVariable="decision" ${p}:exclude="true"`;
  const scriptCondition =
    engine === "camunda"
      ? '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="groovy" camunda:resource="classpath://ok.groovy" />'
      : '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="groovy">return ok</bpmn:conditionExpression>';

  return storyDiagram(engine, {
    processName: "请假流程",
    roots: '<bpmn:message id="Message_1" name="回执" />\n  <bpmn:signal id="Signal_1" name="撤回" />',
    processAttrs: `${p}:candidateStarterGroups="management"`,
    processBody: `<bpmn:documentation>请假审批流程</bpmn:documentation>
    <bpmn:extensionElements>
      ${processListeners}
      ${properties("category", "hr")}
    </bpmn:extensionElements>`,
    elements: {
      StartEvent_1: {
        body: `<bpmn:documentation>发起</bpmn:documentation>
      <bpmn:extensionElements><${p}:executionListener event="start" class="org.example.Started" /></bpmn:extensionElements>`,
      },
      UserTask_1: { attrs: userAttrs, body: `${userExtensions}\n      ${multiInstance}` },
      Gateway_1: { attrs: 'default="Flow_4"' },
      ScriptTask_1: {
        attrs: `scriptFormat="groovy" ${p}:resultVariable="sum"`,
        body: "<bpmn:script>sum = a + b</bpmn:script>",
      },
      ServiceTask_1: { attrs: service },
      ReceiveTask_1: { attrs: 'messageRef="Message_1"' },
      CallActivity_1: { attrs: call },
      BusinessRuleTask_1: { attrs: rules },
      SendTask_1: { attrs: `${p}:delegateExpression="\${sender}"` },
      Task_1: { body: "<bpmn:standardLoopCharacteristics />" },
      Flow_2: {
        body: `<bpmn:extensionElements><${p}:executionListener event="take" expression="\${flow.taken()}" /></bpmn:extensionElements>`,
      },
      Flow_3: {
        body: '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${days &gt; 3}</bpmn:conditionExpression>',
      },
      Flow_5: { body: scriptCondition },
    },
  });
}

export { richDiagram };
