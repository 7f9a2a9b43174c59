import { Badge, message } from "@smartclass/ui";
import { PlayIcon, SaveIcon } from "lucide-react";
import * as React from "react";

import { useDesigner, useDesignerLocked, useDesignerState } from "../modeler/designer-context";
import { ToolbarAction } from "./toolbar-action";

/** The "未保存" marker, shown while the diagram has edits not yet saved. */
function DirtyMarker() {
  const { messages } = useDesigner();
  const dirty = useDesignerState((s) => s.dirty);
  return dirty ? (
    <Badge data-slot="designer-dirty" variant="warning" title={messages.toolbar.dirtyHint}>
      {messages.toolbar.dirty}
    </Badge>
  ) : null;
}

/** Save (`onSave(xml)`): a success message, or 保存模型失败，请重试！ when `onSave` rejects (still dirty). */
function SaveAction() {
  const { commands, messages } = useDesigner();
  const ready = useDesignerState((s) => s.ready);
  const locked = useDesignerLocked();
  const [saving, setSaving] = React.useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await commands.save();
      message.success(messages.toolbar.saved);
    } catch {
      message.error(messages.validation.saveFailed);
    } finally {
      setSaving(false);
    }
  };
  return (
    <ToolbarAction
      label={messages.toolbar.save}
      icon={<SaveIcon aria-hidden />}
      showLabel
      aria-busy={saving || undefined}
      disabled={!ready || locked || saving}
      onClick={() => void save()}
    />
  );
}

/** The simulation toggle (spec §2.3 "optional"): shown when the designer has `simulation`. */
function SimulationAction() {
  const { commands, messages } = useDesigner();
  const t = messages.toolbar;
  const ready = useDesignerState((s) => s.ready);
  const simulating = useDesignerState((s) => s.simulating);
  return (
    <ToolbarAction
      label={t.simulation}
      tooltip={simulating ? t.simulationOff : t.simulationOn}
      aria-pressed={simulating}
      icon={<PlayIcon aria-hidden />}
      showLabel
      disabled={!ready}
      onClick={() => commands.setSimulating(!simulating)}
    />
  );
}

export { DirtyMarker, SaveAction, SimulationAction };
