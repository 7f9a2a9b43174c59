import type { AssignOptions, ConditionField } from "../types";

/** What a school's rule editor offers (the seeded roles, departments, posts, groups, users and scripts). */
const schoolOptions: AssignOptions = {
  roles: [
    { id: 1, name: "管理员" },
    { id: 2, name: "教师" },
    { id: 3, name: "学生" },
  ],
  departments: [
    { id: 10, name: "教务处" },
    { id: 11, name: "信息中心" },
    { id: 12, name: "高一年级" },
  ],
  posts: [
    { id: 20, name: "班主任" },
    { id: 21, name: "教研组长" },
  ],
  groups: [
    { id: 30, name: "高一年级组" },
    { id: 31, name: "数学教研组" },
  ],
  users: [
    { id: 40, name: "张老师" },
    { id: 41, name: "李老师" },
    { id: 42, name: "王校长" },
  ],
  scripts: [
    { id: 1, name: "发起人" },
    { id: 2, name: "发起人的部门负责人" },
  ],
};

/** The 请假申请 form's fields, one of each kind a condition compares. */
const leaveFields: ConditionField[] = [
  { id: "days", label: "请假天数", type: "long" },
  {
    id: "type",
    label: "请假类型",
    type: "enum",
    values: [
      { id: "sick", name: "病假" },
      { id: "annual", name: "年假" },
      { id: "personal", name: "事假" },
    ],
  },
  { id: "reason", label: "请假原因", type: "string" },
  { id: "urgent", label: "是否紧急", type: "boolean" },
  { id: "amount", label: "报销金额", type: "custom", typeType: "decimal" },
  { id: "start", label: "开始日期", type: "date", datePattern: "YYYY-MM-DD" },
];

/** The user tasks before 院长审批 in `leaveDiagram`, nearest first. */
const deanReturnTargets = [
  { key: "head", name: "组长审批" },
  { key: "apply", name: "填写申请" },
];

interface LeaveDiagramOptions {
  /** Child XML of the flow to the dean (e.g. a condition expression). */
  toDean?: string;
  /** Child XML of the flow to the end. */
  toEnd?: string;
  /** The gateway's tag (exclusiveGateway, inclusiveGateway, parallelGateway). */
  gateway?: string;
  /** More attributes of the gateway (e.g. `default="Flow_toEnd"`). */
  gatewayAttrs?: string;
}

/**
 * A leave request on flowable: start → 填写申请 → 组长审批 → gateway → 院长审批 (Flow_toDean) → end,
 * or straight to the end (Flow_toEnd), with its DI.
 */
function leaveDiagram({
  toDean = "",
  toEnd = "",
  gateway = "exclusiveGateway",
  gatewayAttrs = "",
}: LeaveDiagramOptions = {}): string {
  const flow = (id: string, source: string, target: string, body = "") =>
    body
      ? `<bpmn:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}">${body}</bpmn:sequenceFlow>`
      : `<bpmn:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}" />`;
  const edge = (id: string, points: [number, number][]) =>
    `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join("")}</bpmndi:BPMNEdge>`;
  const shape = (id: string, x: number, y: number, w: number, h: number) =>
    `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_leave" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="leave" name="请假申请" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="开始" />
    <bpmn:userTask id="apply" name="填写申请" />
    <bpmn:userTask id="head" name="组长审批" />
    <bpmn:${gateway} id="Gateway_1" name="天数"${gatewayAttrs ? ` ${gatewayAttrs}` : ""} />
    <bpmn:userTask id="dean" name="院长审批" />
    <bpmn:endEvent id="EndEvent_1" name="结束" />
    ${flow("Flow_1", "StartEvent_1", "apply")}
    ${flow("Flow_2", "apply", "head")}
    ${flow("Flow_3", "head", "Gateway_1")}
    ${flow("Flow_toDean", "Gateway_1", "dean", toDean)}
    ${flow("Flow_toEnd", "Gateway_1", "EndEvent_1", toEnd)}
    ${flow("Flow_5", "dean", "EndEvent_1")}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="leave">
      ${shape("StartEvent_1", 112, 102, 36, 36)}
      ${shape("apply", 190, 80, 100, 80)}
      ${shape("head", 330, 80, 100, 80)}
      ${shape("Gateway_1", 470, 95, 50, 50)}
      ${shape("dean", 560, 80, 100, 80)}
      ${shape("EndEvent_1", 702, 102, 36, 36)}
      ${edge("Flow_1", [
        [148, 120],
        [190, 120],
      ])}
      ${edge("Flow_2", [
        [290, 120],
        [330, 120],
      ])}
      ${edge("Flow_3", [
        [430, 120],
        [470, 120],
      ])}
      ${edge("Flow_toDean", [
        [520, 120],
        [560, 120],
      ])}
      ${edge("Flow_toEnd", [
        [495, 145],
        [495, 220],
        [720, 220],
        [720, 138],
      ])}
      ${edge("Flow_5", [
        [660, 120],
        [702, 120],
      ])}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

export { deanReturnTargets, leaveDiagram, leaveFields, schoolOptions };
