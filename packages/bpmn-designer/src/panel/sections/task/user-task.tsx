import { hasProperty } from "../../../core/business-object";
import { AttrField, commaList } from "../../fields/attr-field";
import { EngineLacks, PanelLink, PanelNote } from "../../fields/panel-note";
import type { PanelTarget } from "../../model/target";
import { usePanel } from "../../panel-context";

/**
 * User task: assignee, candidate users and groups (comma lists), due date (到期时间), follow-up
 * date (跟踪时间, camunda only), priority (优先级), and where assignment rules really live.
 */
function UserTaskFields({ target }: { target: PanelTarget }) {
  const { modeler, messages, prefix, modelsHref } = usePanel();
  const m = messages.panel.task;
  return (
    <>
      <AttrField target={target} name="assignee" label={m.assignee} />
      <AttrField
        target={target}
        name="candidateUsers"
        label={m.candidateUsers}
        hint={m.commaList}
        normalise={commaList}
      />
      <AttrField
        target={target}
        name="candidateGroups"
        label={m.candidateGroups}
        hint={m.commaList}
        normalise={commaList}
      />
      <AttrField target={target} name="dueDate" label={messages.task.dueDate} />
      {hasProperty(modeler, target.bo, `${prefix}:followUpDate`) ? (
        <AttrField target={target} name="followUpDate" label={messages.task.followUpDate} />
      ) : (
        <EngineLacks feature={messages.task.followUpDate} />
      )}
      <AttrField target={target} name="priority" label={messages.task.priority} />
      <div data-slot="bpmn-panel-assignment-hint" className="rounded-md bg-muted p-2">
        <PanelNote>{m.assignmentHint(messages.task.assignmentRules)}</PanelNote>
        <p className="mt-1 text-sm">
          <PanelLink href={modelsHref}>{m.assignmentLink}</PanelLink>
        </p>
      </div>
    </>
  );
}

export { UserTaskFields };
