import { hasProperty } from "../../../core/business-object";
import { AttrCheck, AttrField } from "../../fields/attr-field";
import { CommitField } from "../../fields/commit-field";
import { EngineLacks } from "../../fields/panel-note";
import { SelectField } from "../../fields/select-field";
import { setProps, text } from "../../model/edit";
import type { PanelTarget } from "../../model/target";
import { usePanel } from "../../panel-context";

type Binding = "latest" | "deployment" | "version" | "versionTag";

/**
 * Call activity: the called process; camunda's binding (default latest, §9) with its version or
 * version tag; flowable's call attributes. An engine without binding says so.
 */
function CallActivityFields({ target }: { target: PanelTarget }) {
  const { modeler, messages, prefix } = usePanel();
  const m = messages.panel.task;
  const { bo } = target;
  const binding = `${prefix}:calledElementBinding`;
  const version = `${prefix}:calledElementVersion`;
  const versionTag = `${prefix}:calledElementVersionTag`;
  const hasBinding = hasProperty(modeler, bo, binding);
  const current = (hasBinding ? text(bo.get(binding)) || "latest" : "latest") as Binding;
  const calledElementType = `${prefix}:calledElementType`;
  return (
    <>
      <CommitField
        label={m.calledElement}
        value={text(bo.get("calledElement"))}
        onCommit={(value) => setProps(modeler, target, { calledElement: value === "" ? undefined : value })}
      />
      {hasBinding ? (
        <>
          <SelectField
            label={m.binding}
            value={current}
            options={(["latest", "deployment", "version", "versionTag"] as const).map((value) => ({
              value,
              label: m.bindings[value],
            }))}
            onChange={(next) =>
              // The default (latest) is written as no attribute; a version belongs to its binding only.
              setProps(modeler, target, {
                [binding]: next === "latest" ? undefined : next,
                ...(next !== "version" ? { [version]: undefined } : {}),
                ...(next !== "versionTag" ? { [versionTag]: undefined } : {}),
              })
            }
          />
          {current === "version" ? <AttrField target={target} name="calledElementVersion" label={m.version} /> : null}
          {current === "versionTag" ? (
            <AttrField target={target} name="calledElementVersionTag" label={m.versionTag} />
          ) : null}
        </>
      ) : (
        <EngineLacks feature={m.callBindingFeature} />
      )}
      {hasProperty(modeler, bo, calledElementType) ? (
        <SelectField
          label={m.calledElementType}
          value={(text(bo.get(calledElementType)) || "key") as "key" | "id"}
          options={(["key", "id"] as const).map((value) => ({ value, label: m.calledElementTypes[value] }))}
          onChange={(next) => setProps(modeler, target, { [calledElementType]: next })}
        />
      ) : null}
      <AttrField target={target} name="businessKey" label={m.businessKey} />
      <AttrField target={target} name="processInstanceName" label={m.processInstanceName} />
      <AttrCheck target={target} name="inheritBusinessKey" label={m.inheritBusinessKey} />
      <AttrCheck target={target} name="inheritVariables" label={m.inheritVariables} />
      <AttrCheck target={target} name="sameDeployment" label={m.sameDeployment} />
      <AttrCheck target={target} name="fallbackToDefaultTenant" label={m.fallbackToDefaultTenant} />
      <AttrCheck target={target} name="useLocalScopeForOutParameters" label={m.useLocalScopeForOutParameters} />
    </>
  );
}

export { CallActivityFields };
