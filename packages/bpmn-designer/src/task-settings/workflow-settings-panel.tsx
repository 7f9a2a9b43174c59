import { Tabs, cn } from "@smartclass/ui";
import * as React from "react";

import type { BpmnModeler } from "../core/create-modeler";
import type { DiagramElement } from "../core/types";
import { useDesigner, useDesignerLocked, useDesignerState } from "../modeler/designer-context";
import { readTarget, type PanelTarget } from "../panel/model/target";
import { AssigneeRuleEditor } from "./assignee-rule-editor";
import { FlowConditions } from "./flow-conditions";
import { isGatewayFlow } from "./flow-condition";
import { earlierUserTasks, readFlowGraph } from "./flow-graph";
import { Note } from "./fields";
import { taskSettingsMessages as t } from "./messages";
import { renameInSettings, taskSettingsOf, withTaskSettings } from "./settings";
import type { AssignOptions, ConditionField, ModelSettings } from "./types";
import { WorkflowButtonEditor } from "./workflow-button-editor";

/** Props of `WorkflowSettingsPanel`. */
interface WorkflowSettingsPanelProps {
  /** The model's settings (controlled). */
  settings: ModelSettings;
  /** Called with the whole new settings on every change. */
  onSettingsChange: (settings: ModelSettings) => void;
  /** What the assignee rules offer. */
  options: AssignOptions;
  /** The process form's fields (conditions compare them). */
  fields?: readonly ConditionField[];
  /** Disables every input (it is disabled anyway while the designer is locked by the simulation). */
  disabled?: boolean;
  className?: string;
}

/** What the panel shows for the selection. */
type Shown = "task" | "flow" | "other";

function shownFor(target: PanelTarget): Shown {
  if (target.bo.$instanceOf("bpmn:UserTask")) return "task";
  if (isGatewayFlow(target.bo)) return "flow";
  return "other";
}

/** A key per diagram element object: a new selection remounts the body (tabs back to the first), a new id does not. */
const elementKeys = new WeakMap<object, number>();
let lastElementKey = 0;

function elementKey(element: object): number {
  let key = elementKeys.get(element);
  if (key === undefined) elementKeys.set(element, (key = ++lastElementKey));
  return key;
}

/**
 * Keeps the settings on their elements when an id changes in the diagram (the property panel's
 * ID field, or its undo): diagram-js announces `element.updateId` before the change.
 */
function useFollowIdChanges(
  modeler: BpmnModeler | null,
  settings: ModelSettings,
  onSettingsChange: (settings: ModelSettings) => void,
) {
  const latest = React.useRef({ settings, onSettingsChange });
  React.useLayoutEffect(() => {
    latest.current = { settings, onSettingsChange };
  });
  React.useEffect(() => {
    if (!modeler) return;
    const eventBus = modeler.get<{
      on(event: string, callback: (event: { element: DiagramElement; newId: string }) => void): void;
      off(event: string, callback: (event: { element: DiagramElement; newId: string }) => void): void;
    }>("eventBus");
    const follow = (event: { element: DiagramElement; newId: string }) => {
      const next = renameInSettings(latest.current.settings, event.element.id, event.newId);
      if (next === latest.current.settings) return;
      // Several renames in one command (before React renders again) build on each other.
      latest.current = { ...latest.current, settings: next };
      latest.current.onSettingsChange(next);
    };
    eventBus.on("element.updateId", follow);
    return () => eventBus.off("element.updateId", follow);
  }, [modeler]);
}

/** A user task's settings: 分配规则 and 操作按钮 tabs. */
function TaskSettingsBody({
  modeler,
  target,
  settings,
  onSettingsChange,
  options,
  fields,
  disabled,
}: Omit<WorkflowSettingsPanelProps, "className"> & { modeler: BpmnModeler; target: PanelTarget }) {
  const id = target.bo.id ?? target.element.id;
  const task = taskSettingsOf(settings, id);
  const name = typeof target.bo.name === "string" && target.bo.name.trim() ? target.bo.name.trim() : id;
  return (
    <>
      <p className="m-0 text-sm font-medium" data-slot="task-settings-title">
        {t.panel.userTask(name)}
      </p>
      <Tabs.Root defaultValue="rules">
        <Tabs.List>
          <Tabs.Trigger value="rules">{t.panel.rules}</Tabs.Trigger>
          <Tabs.Trigger value="buttons">{t.panel.buttons}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="rules">
          <AssigneeRuleEditor
            rules={task.rules}
            options={options}
            fields={fields}
            disabled={disabled}
            onChange={(rules) => onSettingsChange(withTaskSettings(settings, id, { ...task, rules }))}
          />
        </Tabs.Content>
        <Tabs.Content value="buttons">
          <WorkflowButtonEditor
            buttons={task.buttons}
            returnTargets={earlierUserTasks(readFlowGraph(modeler), id)}
            disabled={disabled}
            onChange={(buttons) => onSettingsChange(withTaskSettings(settings, id, { ...task, buttons }))}
          />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

/**
 * The workflow settings beside the property panel, inside a `BpmnDesigner` (e.g. in its `panel`
 * slot with the `PropertiesPanel`): for the selected user task its assignee rules and action
 * buttons; for a flow leaving an exclusive or inclusive gateway its conditions, each change also
 * written into the flow's `conditionExpression` (one undo step); otherwise a hint. It follows the
 * designer's selection and revisions, and is disabled while the simulation runs.
 */
function WorkflowSettingsPanel({
  settings,
  onSettingsChange,
  options,
  fields,
  disabled = false,
  className,
}: WorkflowSettingsPanelProps) {
  const { modeler } = useDesigner();
  const ready = useDesignerState((s) => s.ready);
  const revision = useDesignerState((s) => s.revision);
  // Re-render when the selection changes (the store follows id changes, so a rename is no change).
  useDesignerState((s) => s.primaryId);
  const locked = useDesignerLocked();
  useFollowIdChanges(modeler, settings, onSettingsChange);

  const root = modeler && ready ? modeler.get<{ getRootElement(): { businessObject?: unknown } }>("canvas") : null;
  if (!modeler || !root?.getRootElement().businessObject) {
    return (
      <section data-slot="task-settings-panel" aria-label={t.panel.title} className={cn("p-3 text-sm", className)}>
        <p role="status" className="m-0 text-muted-foreground">
          {t.panel.loading}
        </p>
      </section>
    );
  }

  const target = readTarget(modeler);
  const shown = shownFor(target);
  const off = disabled || locked;
  return (
    <section
      data-slot="task-settings-panel"
      aria-label={t.panel.title}
      data-element-id={target.bo.id}
      data-shown={shown}
      data-revision={revision}
      className={cn("flex flex-col gap-3 border-b border-border p-3 text-sm text-foreground", className)}
    >
      {shown === "task" ? (
        <TaskSettingsBody
          key={elementKey(target.element)}
          modeler={modeler}
          target={target}
          settings={settings}
          onSettingsChange={onSettingsChange}
          options={options}
          fields={fields}
          disabled={off}
        />
      ) : shown === "flow" ? (
        <FlowConditions
          key={elementKey(target.element)}
          modeler={modeler}
          target={target}
          settings={settings}
          onSettingsChange={onSettingsChange}
          fields={fields}
          disabled={off}
        />
      ) : (
        <Note className="text-sm">{t.panel.hint}</Note>
      )}
    </section>
  );
}

export { WorkflowSettingsPanel };
export type { WorkflowSettingsPanelProps };
