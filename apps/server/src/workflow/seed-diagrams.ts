// The seeded processes as BPMN XML with their diagrams (DI, drawn left to right), and their forms.
import type { FormField } from "./form-fields.js";

const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:flowable="http://flowable.org/bpmn"`;

/** 请假申请: 班主任审批, then 教务处审批 when the leave is longer than 3 days. */
export const LEAVE_XML = `${HEADER} id="Definitions_leave" targetNamespace="http://flowable.org/bpmn">
  <bpmn:process id="leave" name="请假申请" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="提交申请">
      <bpmn:outgoing>Flow_1</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="Task_Teacher" name="班主任审批">
      <bpmn:incoming>Flow_1</bpmn:incoming>
      <bpmn:outgoing>Flow_2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="Gateway_Days" name="请假天数">
      <bpmn:incoming>Flow_2</bpmn:incoming>
      <bpmn:outgoing>Flow_Long</bpmn:outgoing>
      <bpmn:outgoing>Flow_Short</bpmn:outgoing>
    </bpmn:exclusiveGateway>
    <bpmn:userTask id="Task_Dean" name="教务处审批">
      <bpmn:incoming>Flow_Long</bpmn:incoming>
      <bpmn:outgoing>Flow_3</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="EndEvent_1" name="结束">
      <bpmn:incoming>Flow_Short</bpmn:incoming>
      <bpmn:incoming>Flow_3</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Task_Teacher" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_Teacher" targetRef="Gateway_Days" />
    <bpmn:sequenceFlow id="Flow_Long" name="大于 3 天" sourceRef="Gateway_Days" targetRef="Task_Dean">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 3}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="Flow_Short" name="3 天以内" sourceRef="Gateway_Days" targetRef="EndEvent_1">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &lt;= 3}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="Flow_3" sourceRef="Task_Dean" targetRef="EndEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_leave">
    <bpmndi:BPMNPlane id="BPMNPlane_leave" bpmnElement="leave">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="152" y="182" width="36" height="36" />
        <bpmndi:BPMNLabel><dc:Bounds x="146" y="225" width="48" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_Teacher_di" bpmnElement="Task_Teacher">
        <dc:Bounds x="240" y="160" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Gateway_Days_di" bpmnElement="Gateway_Days" isMarkerVisible="true">
        <dc:Bounds x="395" y="175" width="50" height="50" />
        <bpmndi:BPMNLabel><dc:Bounds x="396" y="232" width="48" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_Dean_di" bpmnElement="Task_Dean">
        <dc:Bounds x="500" y="60" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1">
        <dc:Bounds x="682" y="182" width="36" height="36" />
        <bpmndi:BPMNLabel><dc:Bounds x="688" y="225" width="24" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1">
        <di:waypoint x="188" y="200" />
        <di:waypoint x="240" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2">
        <di:waypoint x="340" y="200" />
        <di:waypoint x="395" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_Long_di" bpmnElement="Flow_Long">
        <di:waypoint x="420" y="175" />
        <di:waypoint x="420" y="100" />
        <di:waypoint x="500" y="100" />
        <bpmndi:BPMNLabel><dc:Bounds x="428" y="80" width="50" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_Short_di" bpmnElement="Flow_Short">
        <di:waypoint x="445" y="200" />
        <di:waypoint x="682" y="200" />
        <bpmndi:BPMNLabel><dc:Bounds x="540" y="206" width="50" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_3_di" bpmnElement="Flow_3">
        <di:waypoint x="600" y="100" />
        <di:waypoint x="700" y="100" />
        <di:waypoint x="700" y="182" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** 调课申请: one approval by the 教务主任. */
export const COURSE_CHANGE_XML = `${HEADER} id="Definitions_course_change" targetNamespace="http://flowable.org/bpmn">
  <bpmn:process id="course_change" name="调课申请" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="提交申请">
      <bpmn:outgoing>Flow_1</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="Task_Dean" name="教务主任审批">
      <bpmn:incoming>Flow_1</bpmn:incoming>
      <bpmn:outgoing>Flow_2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="EndEvent_1" name="结束">
      <bpmn:incoming>Flow_2</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Task_Dean" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_Dean" targetRef="EndEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_course_change">
    <bpmndi:BPMNPlane id="BPMNPlane_course_change" bpmnElement="course_change">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="152" y="102" width="36" height="36" />
        <bpmndi:BPMNLabel><dc:Bounds x="146" y="145" width="48" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_Dean_di" bpmnElement="Task_Dean">
        <dc:Bounds x="240" y="80" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1">
        <dc:Bounds x="402" y="102" width="36" height="36" />
        <bpmndi:BPMNLabel><dc:Bounds x="408" y="145" width="24" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1">
        <di:waypoint x="188" y="120" />
        <di:waypoint x="240" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2">
        <di:waypoint x="340" y="120" />
        <di:waypoint x="402" y="120" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** 请假申请表. */
export const LEAVE_FORM_FIELDS: FormField[] = [
  {
    id: "leaveType",
    type: "enum",
    label: "请假类型",
    values: [
      { id: "personal", name: "事假" },
      { id: "sick", name: "病假" },
      { id: "official", name: "公假" },
    ],
    constraints: [{ name: "required" }],
  },
  {
    id: "days",
    type: "long",
    label: "请假天数",
    constraints: [{ name: "required" }, { name: "min", config: "1" }, { name: "max", config: "30" }],
  },
  { id: "startDate", type: "date", label: "开始日期", datePattern: "YYYY-MM-DD", constraints: [{ name: "required" }] },
  {
    id: "reason",
    type: "custom",
    typeType: "textarea",
    label: "请假事由",
    constraints: [{ name: "required" }, { name: "maxlength", config: "200" }],
  },
];

/** 调课申请表. */
export const COURSE_CHANGE_FORM_FIELDS: FormField[] = [
  {
    id: "courseName",
    type: "string",
    label: "课程名称",
    constraints: [{ name: "required" }, { name: "maxlength", config: "50" }],
  },
  { id: "originalDate", type: "date", label: "原上课日期", constraints: [{ name: "required" }] },
  { id: "newDate", type: "date", label: "调整后日期", constraints: [{ name: "required" }] },
  {
    id: "reason",
    type: "custom",
    typeType: "textarea",
    label: "调课原因",
    constraints: [{ name: "required" }, { name: "maxlength", config: "200" }],
  },
];
