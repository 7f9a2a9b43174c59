// A leave request as the host app's workflow stores it: the BPMN diagram and one running instance
// (started, waiting at 班主任审批), in the shapes ProcessViewer takes.
import type { ViewerActivity, ViewerInstance, ViewerTask } from "@smartclass/bpmn-designer";

/** The leave process: 发起请假 → 班主任审批 → 结束. */
export const leaveProcessXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_leave" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="leave" name="请假流程" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="发起请假">
      <bpmn:outgoing>Flow_1</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="Task_teacher" name="班主任审批">
      <bpmn:incoming>Flow_1</bpmn:incoming>
      <bpmn:outgoing>Flow_2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="EndEvent_1" name="结束">
      <bpmn:incoming>Flow_2</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Task_teacher" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_teacher" targetRef="EndEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="leave">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="152" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_teacher_di" bpmnElement="Task_teacher">
        <dc:Bounds x="250" y="80" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1">
        <dc:Bounds x="412" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1">
        <di:waypoint x="188" y="120" />
        <di:waypoint x="250" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2">
        <di:waypoint x="350" y="120" />
        <di:waypoint x="412" y="120" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

const started = Date.UTC(2025, 2, 3, 1, 30);

/** The instance: 李同学 asked for leave; 王老师 has not decided yet. */
export const leaveInstance: ViewerInstance = {
  name: "请假流程",
  result: 1,
  startUser: { nickname: "李同学", deptName: "高一(3)班" },
  createTime: started,
  endTime: null,
};

/** The instance's one task, still open. */
export const leaveTasks: ViewerTask[] = [
  {
    id: "task-1",
    name: "班主任审批",
    definitionKey: "Task_teacher",
    result: 1,
    assigneeUser: { nickname: "王老师", deptName: "高一(3)班" },
    createTime: started + 1000,
    endTime: null,
  },
];

/** Where the instance has been: through the start event, now at the teacher's task. */
export const leaveActivities: ViewerActivity[] = [
  { key: "StartEvent_1", taskId: null, startTime: started, endTime: started + 1000, outgoing: ["Flow_1"] },
  { key: "Task_teacher", taskId: "task-1", startTime: started + 1000, endTime: null },
];
