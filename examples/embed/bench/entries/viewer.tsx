// The process viewer alone, with its stylesheet, showing one running instance.
import "@smartclass/bpmn-designer/styles.css";

import { ProcessViewer } from "@smartclass/bpmn-designer";
import { createRoot } from "react-dom/client";

import { leaveActivities, leaveInstance, leaveProcessXml, leaveTasks } from "../../src/leave-process.js";

createRoot(document.getElementById("root") ?? document.body).render(
  <ProcessViewer
    xml={leaveProcessXml}
    activities={leaveActivities}
    tasks={leaveTasks}
    processInstance={leaveInstance}
  />,
);
