import { cn, STYLE_SCOPE_CLASS } from "@smartclass/ui";
import * as React from "react";

import { messages as defaultMessages } from "../messages";
import { DesignerProvider, type DesignerContextValue } from "../modeler/designer-context";
import { useDesignerModeler } from "../modeler/use-designer-modeler";
import { PropertiesPanel } from "../panel/properties-panel";
import { DesignerToolbar } from "../toolbar/designer-toolbar";
import { ConfirmHost, DirtyWatcher } from "./designer-chrome";
import type { BpmnDesignerProps } from "./designer-props";
import { designerModules } from "./feature-modules";
import { loadSimulationModules } from "./features/simulation";
import { DiagramSwitcher, ImportNotices } from "./import-notices";
import { ImportProblems } from "./import-problems";

/** The designer itself (bpmn-js loaded); `BpmnDesigner` renders it behind a lazy boundary. */
function BpmnDesignerImpl({
  xml,
  engine,
  onChange,
  onSave,
  processKey,
  changeDelay = 300,
  className,
  toolbar,
  panel = <PropertiesPanel />,
  height = 600,
  messages = defaultMessages,
  additionalModules,
  moddleExtensions,
  simulation = false,
  onDirtyChange,
  warnOnLeave = true,
}: BpmnDesignerProps) {
  const container = React.useRef<HTMLDivElement>(null);
  // The token simulation is fetched only when asked for; until it is here, the Suspense boundary
  // of BpmnDesigner shows the loading status (the promise is cached, so this suspends once).
  const simulationModules = simulation ? React.use(loadSimulationModules()) : null;
  const featureModules = React.useMemo(
    () => (simulationModules ? [...designerModules, ...simulationModules] : designerModules),
    [simulationModules],
  );
  const hasSimulation = simulationModules !== null;
  const { modeler, store, commands } = useDesignerModeler({
    container,
    engine,
    xml,
    onChange,
    onSave,
    processKey,
    changeDelay,
    messages,
    additionalModules,
    moddleExtensions,
    featureModules,
  });
  const value = React.useMemo<DesignerContextValue>(
    () => ({ modeler, engine, messages, commands, store, simulation: hasSimulation }),
    [modeler, engine, messages, commands, store, hasSimulation],
  );
  const bar = toolbar === undefined ? <DesignerToolbar /> : toolbar;
  return (
    <DesignerProvider value={value}>
      <ConfirmHost>
        <DirtyWatcher onDirtyChange={onDirtyChange} warnOnLeave={warnOnLeave} />
        <div
          data-slot="bpmn-designer"
          data-engine={engine}
          className={cn(STYLE_SCOPE_CLASS, className)}
          style={{ height: typeof height === "number" ? `${height}px` : height }}
        >
          {bar ? <div data-slot="bpmn-designer-toolbar">{bar}</div> : null}
          <DiagramSwitcher />
          <ImportNotices />
          <ImportProblems />
          <div data-slot="bpmn-designer-body">
            <div data-slot="bpmn-designer-canvas" ref={container} />
            {panel ? <aside data-slot="bpmn-designer-panel">{panel}</aside> : null}
          </div>
        </div>
      </ConfirmHost>
    </DesignerProvider>
  );
}

export { BpmnDesignerImpl };
