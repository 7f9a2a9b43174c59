import { hasProperty } from "../../../core/business-object";
import { AttrField } from "../../fields/attr-field";
import { CommitField } from "../../fields/commit-field";
import { EngineLacks } from "../../fields/panel-note";
import { SelectField } from "../../fields/select-field";
import { setProps, text } from "../../model/edit";
import { useLocalChoice } from "../../model/support";
import type { PanelTarget } from "../../model/target";
import { usePanel } from "../../panel-context";

/**
 * Script task: script format, script type (inline, or an external resource where the engine has
 * one), the script or the resource, and the result variable. Writing one kind of script removes
 * the other in the same command.
 */
function ScriptTaskFields({ target }: { target: PanelTarget }) {
  const { modeler, messages, prefix } = usePanel();
  const m = messages.panel.task;
  const { bo } = target;
  const resource = `${prefix}:resource`;
  const external = hasProperty(modeler, bo, resource);
  const [scriptType, chooseScriptType] = useLocalChoice<"inline" | "external">(
    external && bo.get(resource) ? "external" : "inline",
  );
  return (
    <>
      <CommitField
        label={m.scriptFormat}
        value={text(bo.get("scriptFormat"))}
        onCommit={(value) => setProps(modeler, target, { scriptFormat: value === "" ? undefined : value })}
      />
      <SelectField
        label={m.scriptType}
        value={scriptType}
        options={[
          { value: "inline", label: m.inlineScript },
          ...(external ? [{ value: "external" as const, label: m.externalResource }] : []),
        ]}
        onChange={chooseScriptType}
      />
      {!external ? <EngineLacks feature={messages.panel.condition.externalScript} /> : null}
      {scriptType === "inline" ? (
        <CommitField
          label={m.script}
          rows={[3, 8]}
          value={text(bo.get("script"))}
          onCommit={(value) =>
            setProps(modeler, target, {
              script: value === "" ? undefined : value,
              ...(external ? { [resource]: undefined } : {}),
            })
          }
        />
      ) : (
        <CommitField
          label={m.resource}
          value={text(bo.get(resource))}
          onCommit={(value) =>
            setProps(modeler, target, { [resource]: value === "" ? undefined : value, script: undefined })
          }
        />
      )}
      <AttrField target={target} name="resultVariable" label={m.resultVariable} />
    </>
  );
}

export { ScriptTaskFields };
