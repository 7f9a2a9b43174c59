import * as React from "react";
import { expect, waitFor, within } from "storybook/test";

import { BpmnDesigner } from "../../designer/bpmn-designer";
import { useDesigner, type DesignerContextValue } from "../../modeler/designer-context";
import { PropertiesPanel } from "../../panel/properties-panel";
import { emptyModelSettings, type ConditionField, type ModelSettings } from "../types";
import { WorkflowSettingsPanel } from "../workflow-settings-panel";
import { leaveDiagram, leaveFields, schoolOptions } from "./fixtures";

/** Where play functions find the story's designer and the settings the page holds. */
const settingsHandle: { designer: DesignerContextValue | null; settings: ModelSettings | null } = {
  designer: null,
  settings: null,
};

function CaptureDesigner() {
  const designer = useDesigner();
  React.useEffect(() => {
    settingsHandle.designer = designer;
  });
  return null;
}

type SettingsStoryProps = {
  xml?: string;
  initialSettings?: ModelSettings;
  fields?: ConditionField[];
  disabled?: boolean;
  simulation?: boolean;
};

/**
 * The model page in small: a designer whose panel slot holds the workflow settings above the
 * property panel, with the settings held in page state (shown as JSON under the designer).
 */
function SettingsStory({
  xml = leaveDiagram(),
  initialSettings,
  fields = leaveFields,
  disabled,
  simulation,
}: SettingsStoryProps) {
  const [settings, setSettings] = React.useState<ModelSettings>(() => initialSettings ?? emptyModelSettings());
  React.useLayoutEffect(() => {
    settingsHandle.settings = settings;
  });
  return (
    <div className="flex flex-col gap-2">
      <BpmnDesigner
        engine="flowable"
        xml={xml}
        toolbar={false}
        simulation={simulation}
        height={760}
        panel={
          <>
            <WorkflowSettingsPanel
              settings={settings}
              onSettingsChange={setSettings}
              options={schoolOptions}
              fields={fields}
              disabled={disabled}
            />
            <PropertiesPanel />
            <CaptureDesigner />
          </>
        }
      />
      <output aria-label="模型设置" className="block font-mono text-xs break-all">
        {JSON.stringify(settings)}
      </output>
    </div>
  );
}

/** The story's designer once its diagram is imported. */
async function designerReady() {
  await waitFor(() => expect(settingsHandle.designer?.store.getSnapshot().ready).toBe(true), { timeout: 15000 });
  return settingsHandle.designer!;
}

/** The workflow settings region (queries inside it), once the diagram is in. */
async function settingsPanel(canvasElement: HTMLElement) {
  await designerReady();
  const region = await within(canvasElement).findByRole("region", { name: "流程设置" }, { timeout: 15000 });
  await waitFor(() => expect(region).toHaveAttribute("data-element-id"));
  return { region, panel: within(region) };
}

/** Selects the element `id` (as a click on the canvas would), or nothing. */
function selectElement(id: string | null): void {
  const modeler = settingsHandle.designer!.modeler!;
  const registry = modeler.get<{ get(id: string): unknown }>("elementRegistry");
  modeler.get<{ select(element: unknown): void }>("selection").select(id === null ? null : registry.get(id));
}

/** The business object of element `id`. */
function businessObject(id: string) {
  const modeler = settingsHandle.designer!.modeler!;
  const element = modeler
    .get<{ get(id: string): { businessObject: { get(name: string): unknown } } | undefined }>("elementRegistry")
    .get(id);
  if (!element) throw new Error(`no element ${id}`);
  return element.businessObject;
}

/** The modeler's command stack. */
function commandStack() {
  return settingsHandle.designer!.modeler!.get<{ canUndo(): boolean; undo(): void; redo(): void }>("commandStack");
}

export { businessObject, commandStack, selectElement, settingsHandle, settingsPanel, SettingsStory };
