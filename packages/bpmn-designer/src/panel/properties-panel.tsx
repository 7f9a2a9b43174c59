import * as Accordion from "@radix-ui/react-accordion";
import { ConfirmProvider, cn, useConfirm } from "@smartclass/ui";
import * as React from "react";

import { engines } from "../core/engines";
import { NEW_PROCESS_ID } from "../core/new-process";
import type { ModdleElement } from "../core/types";
import { useDesigner, useDesignerLocked, useDesignerState } from "../modeler/designer-context";
import { readProcessTarget, readTarget, sectionsFor, type PanelTarget, type SectionId } from "./model/target";
import { PanelProvider, usePanel, type PanelContextValue, type PanelLinks } from "./panel-context";
import { PanelSection } from "./panel-section";
import { ConditionSection } from "./sections/condition-section";
import { DocumentationSection } from "./sections/documentation-section";
import { FormSection } from "./sections/form-section";
import { GeneralSection } from "./sections/general-section";
import { ListenersSection } from "./sections/listeners/listeners-section";
import { MessagesSection } from "./sections/messages-section";
import { MultiInstanceSection } from "./sections/multi-instance-section";
import { PropertiesSection } from "./sections/properties-section";
import { TaskSection } from "./sections/task-section";

/** Props of `PropertiesPanel`. */
interface PropertiesPanelProps extends Partial<PanelLinks> {
  /**
   * The process key (id) cannot be changed: pass true for a model that exists on the server. When
   * absent, the key is locked unless the diagram was imported with the new-process id
   * (`Process_1`, what a designer without `xml` starts with); the lock is decided at import, so a
   * key typed into a new process stays editable until the next import.
   */
  keyLocked?: boolean;
  className?: string;
}

/** The process id each imported diagram had when it was imported (keyed by its definitions object). */
const importedIds = new WeakMap<ModdleElement, string>();

/** The process id of the diagram as imported: the first id the panel saw for these definitions. */
function importedProcessId(definitions: ModdleElement, target: PanelTarget): string | undefined {
  if (!importedIds.has(definitions) && target.isProcess && target.bo.id) importedIds.set(definitions, target.bo.id);
  return importedIds.get(definitions);
}

/** A key per diagram element object: a new selection remounts the sections, a new id (same object) does not. */
const elementKeys = new WeakMap<object, number>();
let lastElementKey = 0;

function elementKey(element: object): number {
  let key = elementKeys.get(element);
  if (key === undefined) elementKeys.set(element, (key = ++lastElementKey));
  return key;
}

/** The confirm helpers of an enclosing ConfirmProvider (AppShell mounts one), or null. */
function useOuterConfirm(): ReturnType<typeof useConfirm> | null {
  // useConfirm reads the context first and throws only when there is none: the hook order is stable.
  try {
    return useConfirm();
  } catch {
    return null;
  }
}

function SectionBody({ id, target, keyLocked }: { id: SectionId; target: PanelTarget; keyLocked: boolean }) {
  switch (id) {
    case "general":
      return <GeneralSection target={target} keyLocked={keyLocked} />;
    case "messages":
      return <MessagesSection target={target} />;
    case "condition":
      return <ConditionSection target={target} />;
    case "form":
      return <FormSection />;
    case "task":
      return <TaskSection target={target} />;
    case "multiInstance":
      return <MultiInstanceSection target={target} />;
    case "executionListeners":
      return <ListenersSection target={target} scope="execution" />;
    case "taskListeners":
      return <ListenersSection target={target} scope="task" />;
    case "properties":
      return <PropertiesSection target={target} />;
    case "other":
      return <DocumentationSection target={target} />;
  }
}

/** The sections of one target; mounted afresh for every selection, so it opens on the general section. */
function PanelBody({ target, keyLocked }: { target: PanelTarget; keyLocked: boolean }) {
  const { messages } = usePanel();
  const [open, setOpen] = React.useState<string[]>(["general"]);
  return (
    <Accordion.Root type="multiple" value={open} onValueChange={setOpen}>
      {sectionsFor(target).map((id) => (
        <PanelSection key={id} id={id} title={messages.panel.sections[id]}>
          <SectionBody id={id} target={target} keyLocked={keyLocked} />
        </PanelSection>
      ))}
    </Accordion.Root>
  );
}

/**
 * The property panel of a `BpmnDesigner` (its default `panel`): collapsible sections for the
 * selected element, or the process when nothing is selected (spec §2.3). It re-reads the model on
 * every revision and selection change, writes through bpmn-js commands only (one undo step per
 * edit) and disables every input while the simulation runs.
 */
function PropertiesPanel({
  keyLocked,
  formsHref = "/bpm/manager/form",
  modelsHref = "/bpm/manager/model",
  onNavigate,
  className,
}: PropertiesPanelProps) {
  const { modeler, engine, messages } = useDesigner();
  const ready = useDesignerState((s) => s.ready);
  const revision = useDesignerState((s) => s.revision);
  // Re-render when the edited element changes (the store follows id changes, so a rename is no change).
  useDesignerState((s) => s.primaryId);
  const simulating = useDesignerLocked();
  const importError = useDesignerState((s) => s.importError);
  const outerConfirm = useOuterConfirm();

  const root = modeler && ready ? modeler.get<{ getRootElement(): { businessObject?: unknown } }>("canvas") : null;
  // While a diagram is (re)imported the canvas has no root with a business object yet.
  if (!modeler || !root?.getRootElement().businessObject) {
    return (
      <section data-slot="bpmn-panel" aria-label={messages.panel.title} className={cn("text-sm", className)}>
        {/* A failed import is shown above the canvas; there is nothing to edit then. */}
        {importError ? null : (
          <p role="status" className="p-3 text-muted-foreground">
            {messages.panel.loading}
          </p>
        )}
      </section>
    );
  }

  const target = readTarget(modeler);
  const definitions = modeler.getDefinitions() as ModdleElement;
  const locked = keyLocked ?? importedProcessId(definitions, readProcessTarget(modeler)) !== NEW_PROCESS_ID;
  const context: PanelContextValue = {
    modeler,
    engine,
    prefix: engines[engine].prefix,
    messages,
    disabled: simulating,
    formsHref,
    modelsHref,
    onNavigate,
  };
  const body = (
    <section
      data-slot="bpmn-panel"
      aria-label={messages.panel.title}
      data-element-id={target.bo.id}
      data-revision={revision}
      className={cn("text-sm text-foreground", className)}
    >
      <PanelProvider value={context}>
        <PanelBody key={elementKey(target.element)} target={target} keyLocked={locked} />
      </PanelProvider>
    </section>
  );
  return outerConfirm ? body : <ConfirmProvider>{body}</ConfirmProvider>;
}

export { PropertiesPanel };
export type { PropertiesPanelProps };
