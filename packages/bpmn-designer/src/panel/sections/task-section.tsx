import { PanelNote } from "../fields/panel-note";
import type { PanelTarget } from "../model/target";
import { usePanel } from "../panel-context";
import { BusinessRuleTaskFields } from "./task/business-rule-task";
import { CallActivityFields } from "./task/call-activity";
import { ReceiveTaskFields } from "./task/receive-task";
import { ScriptTaskFields } from "./task/script-task";
import { ServiceTaskFields } from "./task/service-task";
import { UserTaskFields } from "./task/user-task";

/** Task: the fields of the element's task type (user, script, receive, call activity, business rule, service/send). */
function TaskSection({ target }: { target: PanelTarget }) {
  const { messages } = usePanel();
  const { bo } = target;
  if (bo.$instanceOf("bpmn:UserTask")) return <UserTaskFields target={target} />;
  if (bo.$instanceOf("bpmn:ScriptTask")) return <ScriptTaskFields target={target} />;
  if (bo.$instanceOf("bpmn:ReceiveTask")) return <ReceiveTaskFields target={target} />;
  if (bo.$instanceOf("bpmn:CallActivity")) return <CallActivityFields target={target} />;
  if (bo.$instanceOf("bpmn:BusinessRuleTask")) return <BusinessRuleTaskFields target={target} />;
  if (bo.$instanceOf("bpmn:ServiceTask") || bo.$instanceOf("bpmn:SendTask"))
    return <ServiceTaskFields target={target} />;
  return <PanelNote>{messages.panel.task.noProperties}</PanelNote>;
}

export { TaskSection };
