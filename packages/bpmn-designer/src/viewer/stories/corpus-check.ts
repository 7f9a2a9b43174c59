import type { Engine } from "../../core/engines";

/** The engine whose extension namespace the file declares (Camunda when it declares none of the three). */
function engineOf(xml: string): Engine {
  if (xml.includes('"http://flowable.org/bpmn"')) return "flowable";
  if (xml.includes('"http://activiti.org/bpmn"')) return "activiti";
  return "camunda";
}

export { engineOf };
