import * as React from "react";

import { messages as defaultMessages } from "../messages";
import { DesignerProvider, type DesignerContextValue } from "../modeler/designer-context";
import { useDesignerModeler } from "../modeler/use-designer-modeler";
import type { BpmnDesignerProps } from "./designer-props";
import { ImportProblems } from "./import-problems";

/** The designer itself (bpmn-js loaded); `BpmnDesigner` renders it behind a lazy boundary. */
function BpmnDesignerImpl({
  xml,
  engine,
  onChange,
  onSave,
  changeDelay = 300,
  className,
  toolbar,
  panel,
  height = 600,
  messages = defaultMessages,
  additionalModules,
  moddleExtensions,
}: BpmnDesignerProps) {
  const container = React.useRef<HTMLDivElement>(null);
  const { modeler, store, commands } = useDesignerModeler({
    container,
    engine,
    xml,
    onChange,
    onSave,
    changeDelay,
    messages,
    additionalModules,
    moddleExtensions,
  });
  const value = React.useMemo<DesignerContextValue>(
    () => ({ modeler, engine, messages, commands, store }),
    [modeler, engine, messages, commands, store],
  );
  return (
    <DesignerProvider value={value}>
      <div
        data-slot="bpmn-designer"
        data-engine={engine}
        className={className}
        style={{ height: typeof height === "number" ? `${height}px` : height }}
      >
        {toolbar ? <div data-slot="bpmn-designer-toolbar">{toolbar}</div> : null}
        <ImportProblems />
        <div data-slot="bpmn-designer-body">
          <div data-slot="bpmn-designer-canvas" ref={container} />
          {panel ? <aside data-slot="bpmn-designer-panel">{panel}</aside> : null}
        </div>
      </div>
    </DesignerProvider>
  );
}

export { BpmnDesignerImpl };
