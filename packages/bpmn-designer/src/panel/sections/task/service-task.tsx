import { hasProperty } from "../../../core/business-object";
import type { Engine } from "../../../core/engines";
import { AttrField } from "../../fields/attr-field";
import { CommitField } from "../../fields/commit-field";
import { EngineLacks } from "../../fields/panel-note";
import { SelectField } from "../../fields/select-field";
import { setProps, text } from "../../model/edit";
import { useLocalChoice } from "../../model/support";
import type { PanelTarget } from "../../model/target";
import { usePanel } from "../../panel-context";

type Implementation = "class" | "expression" | "delegateExpression" | "external";

/** The `type` attribute each engine gives an external task (a task done by a worker polling a topic). */
const externalType: Record<Engine, string> = { activiti: "", camunda: "external", flowable: "external-worker" };

const IMPLEMENTATIONS = ["class", "expression", "delegateExpression"] as const;

/**
 * Service and send tasks: how they are implemented — Java class, expression, delegate expression,
 * or (where the engine has topics) an external task with its topic — and the result variable.
 * Writing one implementation removes the others in the same command.
 */
function ServiceTaskFields({ target }: { target: PanelTarget }) {
  const { modeler, messages, prefix, engine } = usePanel();
  const m = messages.panel.task;
  const { bo } = target;
  const name = (local: string) => `${prefix}:${local}`;
  const external = hasProperty(modeler, bo, name("topic")) && externalType[engine] !== "";
  const fromModel: Implementation | "" =
    external && (bo.get(name("topic")) || bo.get(name("type")) === externalType[engine])
      ? "external"
      : (IMPLEMENTATIONS.find((kind) => bo.get(name(kind))) ?? "");
  const [implementation, choose] = useLocalChoice<Implementation | "">(fromModel);
  if (!hasProperty(modeler, bo, name("class"))) return <EngineLacks feature={m.implementation} />;

  /** The attributes of every implementation but `kind`, cleared. */
  const clearOthers = (kind: Implementation) => ({
    ...Object.fromEntries(IMPLEMENTATIONS.filter((other) => other !== kind).map((other) => [name(other), undefined])),
    ...(kind !== "external" && external ? { [name("topic")]: undefined, [name("type")]: undefined } : {}),
  });

  return (
    <>
      <SelectField
        label={m.implementation}
        value={implementation}
        options={[
          ...IMPLEMENTATIONS.map((value) => ({ value, label: m.implementations[value] })),
          ...(external ? [{ value: "external" as const, label: m.implementations.external }] : []),
        ]}
        onChange={choose}
      />
      {!external ? <EngineLacks feature={m.externalFeature} /> : null}
      {implementation !== "" && implementation !== "external" ? (
        <CommitField
          label={m[implementation === "class" ? "className" : implementation]}
          value={text(bo.get(name(implementation)))}
          onCommit={(value) =>
            setProps(modeler, target, { ...clearOthers(implementation), [name(implementation)]: value || undefined })
          }
        />
      ) : null}
      {implementation === "external" ? (
        <CommitField
          label={m.topic}
          value={text(bo.get(name("topic")))}
          onCommit={(value) =>
            setProps(modeler, target, {
              ...clearOthers("external"),
              [name("type")]: externalType[engine],
              [name("topic")]: value || undefined,
            })
          }
        />
      ) : null}
      <AttrField target={target} name="resultVariable" label={m.resultVariable} />
    </>
  );
}

export { ServiceTaskFields };
