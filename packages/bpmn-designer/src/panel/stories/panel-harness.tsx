import * as React from "react";

import { BpmnDesigner, type BpmnDesignerProps } from "../../designer/bpmn-designer";
import { useDesigner, type DesignerContextValue } from "../../modeler/designer-context";
import { PropertiesPanel, type PropertiesPanelProps } from "../properties-panel";

/** Where play functions find the designer of the story (its modeler, store and commands). */
const panelHandle: { current: DesignerContextValue | null } = { current: null };

function CaptureDesigner() {
  const designer = useDesigner();
  React.useEffect(() => {
    panelHandle.current = designer;
  });
  return null;
}

type PanelStoryProps = Omit<BpmnDesignerProps, "panel"> & { panelProps?: PropertiesPanelProps };

/** A designer with the property panel (no toolbar), handing its designer to play functions. */
function PanelStory({ panelProps, ...props }: PanelStoryProps) {
  return (
    <BpmnDesigner
      toolbar={false}
      height={680}
      {...props}
      panel={
        <>
          <PropertiesPanel {...panelProps} />
          <CaptureDesigner />
        </>
      }
    />
  );
}

export { PanelStory, panelHandle };
