import type * as React from "react";

import { BpmnDesigner } from "../../designer/bpmn-designer";
import { engines } from "../../core/engines";
import { useDesigner } from "../../modeler/designer-context";
import { PanelProvider } from "../panel-context";

/** Gives `children` the panel's context (the story designer's modeler, engine and texts). */
type StageProps = { children: React.ReactNode; disabled?: boolean; onNavigate?: (href: string) => void };

function FieldContext({ children, disabled = false, onNavigate }: StageProps) {
  const { modeler, engine, messages } = useDesigner();
  if (!modeler) return null;
  return (
    <PanelProvider
      value={{
        modeler,
        engine,
        prefix: engines[engine].prefix,
        messages,
        disabled,
        formsHref: "/bpm/manager/form",
        modelsHref: "/bpm/manager/model",
        onNavigate,
      }}
    >
      <div className="flex flex-col gap-3 p-3 text-sm">{children}</div>
    </PanelProvider>
  );
}

/** A designer whose panel slot shows `children` inside the panel's context: the stage of the field stories. */
function FieldStage({ children, disabled, onNavigate }: StageProps) {
  return (
    <BpmnDesigner
      engine="flowable"
      toolbar={false}
      height={420}
      panel={
        <FieldContext disabled={disabled} onNavigate={onNavigate}>
          {children}
        </FieldContext>
      }
    />
  );
}

export { FieldStage };
