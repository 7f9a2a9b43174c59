// The designer of a saved process model: the diagram, its start form, and per user task the assignee
// rules and buttons, per gateway flow the condition — saved together, then deployed. The page hands in
// the model and the lists it loaded, and gets the design back through callbacks (XML in, callbacks out).
import { Badge, Button, Label, Select } from "@smartclass/ui";
import * as React from "react";

import type { Engine } from "../core/engines";
import { PropertiesPanel } from "../panel/properties-panel";
import { processMessages as t } from "../process/messages";
import { modelSettingsProblems, pruneModelSettings, type SettingsProblem } from "../task-settings/settings";
import type { AssignOptions, ConditionField, ModelSettings } from "../task-settings/types";
import { WorkflowSettingsPanel } from "../task-settings/workflow-settings-panel";
import { DesignerToolbar } from "../toolbar/designer-toolbar";
import { BpmnDesigner } from "./bpmn-designer";
import { useUnsavedChangesPrompt } from "./unsaved-changes";

/** A saved model as the designer opens it. */
interface SavedModel {
  engine: Engine;
  /** The process key; a file opened into the model gives its process this id (the save requires it). */
  key: string;
  xml: string;
  settings: ModelSettings;
}

/** What a save hands over: the diagram, the settings of the elements still in it, and the start form. */
interface ModelDesign {
  xml: string;
  settings: ModelSettings;
  formId: number | null;
}

/** A process form the start form can be. */
interface StartFormChoice {
  id: number;
  name: string;
}

/** Where `ModelDesigner` puts its parts: the actions (for a page heading) and the body. */
interface ModelDesignerParts {
  actions: React.ReactNode;
  body: React.ReactNode;
}

/** Props of `ModelDesigner`. */
interface ModelDesignerProps {
  /** The saved model, read once: give the component a `key` per model to open another. */
  model: SavedModel;
  /** The start form (controlled); `null` for none. */
  formId: number | null;
  /** Called when the person picks another start form (the page then loads its fields). */
  onFormIdChange: (formId: number | null) => void;
  /** The process forms to choose from. */
  forms: readonly StartFormChoice[];
  /** The start form's fields, which flow conditions compare. */
  formFields?: readonly ConditionField[];
  /** What the assignee rules offer; the workflow settings are not shown until it is there. */
  assignOptions?: AssignOptions;
  /** Saves the design; a rejection means the save failed. Absent: the model is read-only here. */
  onSave?: (design: ModelDesign) => Promise<void>;
  /** Called instead of `onSave` when a setting is incomplete, with the sentence that says where. */
  onSaveRefused?: (message: string, problems: readonly SettingsProblem[]) => void;
  /** Called by 返回 once nothing unsaved is left behind (or the person agreed to leave it). */
  onBack: () => void;
  /** Called by 部署; absent: no deploy button. Offered only once everything is saved. */
  onDeploy?: () => void;
  /** A deployment is under way (部署 waits). */
  deploying?: boolean;
  /** Height of the designer (CSS length or pixels). */
  height?: number | string;
  /** Lays the parts out, e.g. the actions into a page heading; by default the actions above the body. */
  children?: (parts: ModelDesignerParts) => React.ReactNode;
}

/** The element ids a diagram still has, so the settings of deleted elements can be dropped. */
function elementIdsOf(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  return Array.from(doc.querySelectorAll("[id]"), (element) => element.id);
}

/** The start form's label and choice. */
function StartFormPicker({
  forms,
  formId,
  onChange,
  disabled,
}: {
  forms: readonly StartFormChoice[];
  formId: number | null;
  onChange: (formId: number | null) => void;
  disabled: boolean;
}) {
  const id = React.useId();
  return (
    <div data-slot="start-form-picker" className="flex flex-wrap items-center gap-2">
      <Label htmlFor={id}>{t.modelDesign.startForm}</Label>
      <Select.Root
        value={formId === null ? "none" : String(formId)}
        disabled={disabled}
        onValueChange={(value) => onChange(value === "none" ? null : Number(value))}
      >
        <Select.Trigger id={id} className="w-60">
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          <Select.Item value="none">{t.modelDesign.noForm}</Select.Item>
          {forms.map((form) => (
            <Select.Item key={form.id} value={String(form.id)}>
              {form.name}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </div>
  );
}

/**
 * The designer of a saved model with its start form and workflow settings: unsaved work (the
 * diagram, or settings the diagram does not show) is kept by the leave prompt and keeps 部署 back.
 */
function ModelDesigner({
  model,
  formId,
  onFormIdChange,
  forms,
  formFields = [],
  assignOptions,
  onSave,
  onSaveRefused,
  onBack,
  onDeploy,
  deploying = false,
  height = "calc(100vh - 260px)",
  children = (parts) => (
    <div className="flex flex-col gap-4">
      {parts.actions}
      {parts.body}
    </div>
  ),
}: ModelDesignerProps) {
  const [xml, setXml] = React.useState(model.xml);
  const [settings, setSettings] = React.useState<ModelSettings>(model.settings);
  const [designerDirty, setDesignerDirty] = React.useState(false);
  const [otherDirty, setOtherDirty] = React.useState(false);
  const readOnly = onSave === undefined;
  const unsaved = designerDirty || otherDirty;

  // Unsaved work includes settings the designer does not see (rules, buttons, the form): closing or
  // reloading asks the browser's question, 返回 asks in-app.
  const { confirmLeave } = useUnsavedChangesPrompt(unsaved);

  const save = async (currentXml: string) => {
    // Settings of elements deleted since (kept until now so an undo brings them back) are dropped; a
    // rule without values or a broken condition row refuses the save and says where.
    const kept = pruneModelSettings(settings, elementIdsOf(currentXml));
    const problems = modelSettingsProblems(kept, formFields);
    if (problems.length > 0) {
      onSaveRefused?.(t.modelDesign.problems(problems), problems);
      throw new Error(problems[0]!.message);
    }
    await onSave!({ xml: currentXml, settings: kept, formId });
    setSettings(kept);
    setXml(currentXml);
    setOtherDirty(false);
  };

  const actions = (
    <div data-slot="model-designer-actions" className="flex flex-wrap items-center gap-2">
      {otherDirty ? <Badge variant="warning">{t.modelDesign.unsavedSettings}</Badge> : null}
      <Button
        onClick={async () => {
          if (await confirmLeave()) onBack();
        }}
      >
        {t.modelDesign.back}
      </Button>
      {onDeploy ? (
        <Button
          variant="primary"
          disabled={unsaved || deploying}
          title={unsaved ? t.modelDesign.saveFirst : undefined}
          onClick={onDeploy}
        >
          {t.modelDesign.deploy}
        </Button>
      ) : null}
    </div>
  );

  const body = (
    <>
      <StartFormPicker
        forms={forms}
        formId={formId}
        disabled={readOnly}
        onChange={(next) => {
          onFormIdChange(next);
          setOtherDirty(true);
        }}
      />
      <BpmnDesigner
        engine={model.engine}
        xml={xml}
        processKey={model.key}
        height={height}
        onSave={readOnly ? undefined : save}
        onDirtyChange={setDesignerDirty}
        toolbar={<DesignerToolbar />}
        panel={
          <div className="flex flex-col gap-3 overflow-auto">
            {assignOptions ? (
              <WorkflowSettingsPanel
                settings={settings}
                onSettingsChange={(next) => {
                  setSettings(next);
                  setOtherDirty(true);
                }}
                options={assignOptions}
                fields={formFields}
                disabled={readOnly}
              />
            ) : null}
            <PropertiesPanel keyLocked />
          </div>
        }
      />
    </>
  );

  return children({ actions, body });
}

export { ModelDesigner };
export type { ModelDesign, ModelDesignerParts, ModelDesignerProps, SavedModel, StartFormChoice };
