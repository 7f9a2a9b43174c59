import * as React from "react";
import { expect, waitFor } from "storybook/test";

import {
  useDesigner,
  useDesignerLocked,
  useDesignerState,
  type DesignerContextValue,
} from "../modeler/designer-context";

/** Where stories' play functions find the designer (its modeler, store and commands). */
const designerHandle: { current: DesignerContextValue | null } = { current: null };

/** A panel for stories: hands the designer to play functions and shows the snapshot as text. */
function DesignerProbe() {
  const designer = useDesigner();
  React.useEffect(() => {
    designerHandle.current = designer;
  });
  const ready = useDesignerState((s) => s.ready);
  const dirty = useDesignerState((s) => s.dirty);
  const canUndo = useDesignerState((s) => s.canUndo);
  const primaryId = useDesignerState((s) => s.primaryId);
  const engine = useDesignerState((s) => s.engine);
  const locked = useDesignerLocked();
  return (
    <dl style={{ margin: 8, fontSize: 13 }}>
      <dt>引擎</dt>
      <dd data-testid="engine">{engine}</dd>
      <dt>已就绪</dt>
      <dd data-testid="ready">{String(ready)}</dd>
      <dt>已修改</dt>
      <dd data-testid="dirty">{String(dirty)}</dd>
      <dt>可撤销</dt>
      <dd data-testid="can-undo">{String(canUndo)}</dd>
      <dt>当前元素</dt>
      <dd data-testid="primary">{primaryId}</dd>
      <dt>面板锁定</dt>
      <dd data-testid="locked">{String(locked)}</dd>
    </dl>
  );
}

/** The designer of the story, once its diagram is imported (the first story loads bpmn-js). */
async function readyDesigner() {
  await waitFor(() => expect(designerHandle.current?.store.getSnapshot().ready).toBe(true), { timeout: 10000 });
  const designer = designerHandle.current!;
  return { ...designer, modeler: designer.modeler! };
}

export { DesignerProbe, designerHandle, readyDesigner };
