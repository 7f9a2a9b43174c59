import * as React from "react";

import { messages as defaultMessages } from "../messages";
import type { BpmnDesignerProps } from "./designer-props";

// bpmn-js (several hundred kB) loads only when a designer renders, not when the package is imported.
const BpmnDesignerImpl = React.lazy(() =>
  import("./bpmn-designer-impl").then((module) => ({ default: module.BpmnDesignerImpl })),
);

/** The placeholder shown while bpmn-js loads. */
function DesignerLoading({
  height = 600,
  className,
  messages = defaultMessages,
}: Pick<BpmnDesignerProps, "height" | "className" | "messages">) {
  return (
    <div
      data-slot="bpmn-designer-loading"
      role="status"
      className={className}
      style={{ height: typeof height === "number" ? `${height}px` : height }}
    >
      {messages.designer.loading}
    </div>
  );
}

/** The BPMN workflow designer: bpmn-js modeler for one engine, XML in, `onChange(xml)` / `onSave(xml)` out. */
function BpmnDesigner(props: BpmnDesignerProps) {
  return (
    <React.Suspense
      fallback={<DesignerLoading height={props.height} className={props.className} messages={props.messages} />}
    >
      <BpmnDesignerImpl {...props} />
    </React.Suspense>
  );
}

export { BpmnDesigner, DesignerLoading };
export type { BpmnDesignerProps };
