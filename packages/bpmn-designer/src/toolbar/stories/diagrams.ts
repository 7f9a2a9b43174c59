// Diagrams for the toolbar's stories.
import { engines, type Engine } from "../../core/engines";

const header = (engine: Engine, id: string) =>
  `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:${engines[engine].prefix}="${engines[engine].uri}" id="Definitions_${id}" targetNamespace="http://bpmn.io/schema/bpmn">`;

/**
 * 请假流程: a start event, two tasks at different heights (to align) and an end event, with an
 * engine attribute on the first task.
 */
function leaveXml(engine: Engine = "flowable", encoding = "UTF-8"): string {
  const prefix = engines[engine].prefix;
  return `<?xml version="1.0" encoding="${encoding}"?>
${header(engine, "leave")}
  <bpmn:process id="leave" name="请假流程" isExecutable="true">
    <bpmn:startEvent id="Start" name="开始" />
    <bpmn:sequenceFlow id="Flow_1" sourceRef="Start" targetRef="TaskA" />
    <bpmn:userTask id="TaskA" name="组长审批" ${prefix}:assignee="\${leader}" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="TaskA" targetRef="TaskB" />
    <bpmn:userTask id="TaskB" name="经理审批" />
    <bpmn:sequenceFlow id="Flow_3" sourceRef="TaskB" targetRef="End" />
    <bpmn:endEvent id="End" name="结束" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_leave">
    <bpmndi:BPMNPlane id="Plane_leave" bpmnElement="leave">
      <bpmndi:BPMNShape id="Start_di" bpmnElement="Start"><dc:Bounds x="152" y="162" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="TaskA_di" bpmnElement="TaskA"><dc:Bounds x="250" y="140" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="TaskB_di" bpmnElement="TaskB"><dc:Bounds x="420" y="260" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_di" bpmnElement="End"><dc:Bounds x="592" y="282" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="180" /><di:waypoint x="250" y="180" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="350" y="180" /><di:waypoint x="385" y="180" /><di:waypoint x="385" y="300" /><di:waypoint x="420" y="300" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_3_di" bpmnElement="Flow_3"><di:waypoint x="520" y="300" /><di:waypoint x="592" y="300" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

/** A second diagram to open from a file: 报销流程 with one task. */
const expenseXml = `<?xml version="1.0" encoding="UTF-8"?>
${header("flowable", "expense")}
  <bpmn:process id="expense" name="报销流程" isExecutable="true">
    <bpmn:startEvent id="ExpenseStart" />
    <bpmn:sequenceFlow id="ExpenseFlow" sourceRef="ExpenseStart" targetRef="ExpenseTask" />
    <bpmn:userTask id="ExpenseTask" name="财务审核" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_expense">
    <bpmndi:BPMNPlane id="Plane_expense" bpmnElement="expense">
      <bpmndi:BPMNShape id="ExpenseStart_di" bpmnElement="ExpenseStart"><dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="ExpenseTask_di" bpmnElement="ExpenseTask"><dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="ExpenseFlow_di" bpmnElement="ExpenseFlow"><di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** A diagram declared ISO-8859-1 with names outside ASCII (the story writes it as Latin-1 bytes). */
const latin1Xml = `<?xml version="1.0" encoding="ISO-8859-1"?>
${header("camunda", "latin1")}
  <bpmn:process id="bestellung" name="Bestellung prüfen" isExecutable="false">
    <bpmn:startEvent id="Eingang" name="Bestellung eingegangen" />
    <bpmn:sequenceFlow id="F1" sourceRef="Eingang" targetRef="Pruefen" />
    <bpmn:task id="Pruefen" name="Größe &amp; Menü prüfen (Café)" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_latin1">
    <bpmndi:BPMNPlane id="Plane_latin1" bpmnElement="bestellung">
      <bpmndi:BPMNShape id="Eingang_di" bpmnElement="Eingang"><dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Pruefen_di" bpmnElement="Pruefen"><dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="F1_di" bpmnElement="F1"><di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** A BPMN file without diagram information (bpmn-js cannot draw it). */
const noDiagramXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="x">
  <bpmn:process id="nodi"><bpmn:startEvent id="S" /></bpmn:process>
</bpmn:definitions>
`;

export { expenseXml, latin1Xml, leaveXml, noDiagramXml };
