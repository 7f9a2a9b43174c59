import {
  addExtensionElement,
  createModdle,
  hasProperty,
  removeExtensionElement,
  runAsOneStep,
} from "../../core/business-object";
import type { ModdleElement } from "../../core/types";
import { CheckField } from "../fields/check-field";
import { CommitField } from "../fields/commit-field";
import { EngineLacks, PanelNote } from "../fields/panel-note";
import { SelectField } from "../fields/select-field";
import { formalExpression, setModdle, text } from "../model/edit";
import {
  asyncNames,
  asyncSteps,
  loopKindSteps,
  readAsync,
  readLoopKind,
  readRetryCycle,
  type LoopKind,
} from "../model/loop";
import type { PanelTarget } from "../model/target";
import { usePanel } from "../panel-context";

const KINDS: readonly LoopKind[] = ["none", "parallel", "sequential", "standard"];

/**
 * Multi-instance: the loop kind, and for a multi-instance loop its cardinality, collection,
 * element variable, completion condition, asynchronous continuation (before / after, exclusive)
 * and retry cycle.
 */
function MultiInstanceSection({ target }: { target: PanelTarget }) {
  const { modeler, messages } = usePanel();
  const m = messages.panel.multiInstance;
  const kind = readLoopKind(target.bo);
  const loop = target.bo.get("loopCharacteristics") as ModdleElement | undefined;
  return (
    <>
      <SelectField
        label={m.loopKind}
        value={kind}
        options={KINDS.map((value) => ({ value, label: m.kinds[value] }))}
        onChange={(next) => runAsOneStep(modeler, loopKindSteps(modeler, target, next))}
      />
      {kind === "standard" ? <PanelNote>{m.standardHint}</PanelNote> : null}
      {loop && (kind === "parallel" || kind === "sequential") ? (
        <MultiInstanceFields target={target} loop={loop} />
      ) : null}
    </>
  );
}

function MultiInstanceFields({ target, loop }: { target: PanelTarget; loop: ModdleElement }) {
  const { modeler, messages, prefix } = usePanel();
  const m = messages.panel.multiInstance;
  const expression = (name: "loopCardinality" | "completionCondition", label: string) => (
    <CommitField
      label={label}
      value={text((loop.get(name) as ModdleElement | undefined)?.get("body"))}
      onCommit={(value) => {
        const created = formalExpression(modeler, value);
        if (created) created.$parent = loop;
        setModdle(modeler, target, loop, { [name]: created });
      }}
    />
  );
  const attribute = (name: string, label: string) =>
    hasProperty(modeler, loop, `${prefix}:${name}`) ? (
      <CommitField
        label={label}
        value={text(loop.get(`${prefix}:${name}`))}
        onCommit={(value) => setModdle(modeler, target, loop, { [`${prefix}:${name}`]: value || undefined })}
      />
    ) : null;

  const names = asyncNames(modeler, target, loop, prefix);
  const flags = readAsync(names);
  const anyAsync = flags.before || flags.after;
  const retry = readRetryCycle(names);
  return (
    <>
      {expression("loopCardinality", m.loopCardinality)}
      {attribute("collection", m.collection)}
      {attribute("elementVariable", m.elementVariable)}
      {attribute("elementIndexVariable", m.elementIndexVariable)}
      {expression("completionCondition", m.completionCondition)}
      {names.holder !== loop ? <PanelNote>{m.asyncOnActivity}</PanelNote> : null}
      <div data-slot="bpmn-panel-async" className="flex flex-wrap gap-x-5 gap-y-2">
        <CheckField
          label={m.asyncBefore}
          checked={flags.before}
          onChange={(on) => runAsOneStep(modeler, asyncSteps(target, names, "before", on))}
        />
        {names.after ? (
          <CheckField
            label={m.asyncAfter}
            checked={flags.after}
            onChange={(on) => runAsOneStep(modeler, asyncSteps(target, names, "after", on))}
          />
        ) : null}
        <CheckField
          label={m.exclusive}
          checked={flags.exclusive}
          disabled={!anyAsync}
          onChange={(on) => setModdle(modeler, target, names.holder, { [names.exclusive]: on })}
        />
        {names.afterExclusive && flags.after ? (
          <CheckField
            label={m.asyncLeaveExclusive}
            checked={flags.afterExclusive}
            onChange={(on) => setModdle(modeler, target, names.holder, { [names.afterExclusive!]: on })}
          />
        ) : null}
      </div>
      {!names.after ? <EngineLacks feature={m.asyncAfterFeature} /> : null}
      {anyAsync ? (
        <CommitField
          label={m.retryTimeCycle}
          value={text(retry?.get("body"))}
          onCommit={(value) => {
            if (retry && value !== "") setModdle(modeler, target, retry, { body: value });
            else if (retry) removeExtensionElement(modeler, target.element, retry, names.holder);
            else if (value !== "")
              addExtensionElement(
                modeler,
                target.element,
                createModdle(modeler, names.retryType, { body: value }),
                names.holder,
              );
          }}
        />
      ) : null}
    </>
  );
}

export { MultiInstanceSection };
