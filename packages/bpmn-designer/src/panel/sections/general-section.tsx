import { isXmlName } from "../../core/new-process";
import type { ModdleElement } from "../../core/types";
import { CommitField } from "../fields/commit-field";
import { setProps, text } from "../model/edit";
import { idInUse } from "../model/ids";
import type { PanelTarget } from "../model/target";
import { usePanel } from "../panel-context";

/**
 * General: the process key and name (both required; the key becomes the process id only when it is
 * an XML name, and is locked once the model has been saved), or an element's id and name. An id
 * change goes through bpmn-js's updateProperties, which re-registers the element, so references
 * (the DI plane and shapes, default flows, message references) follow the new id.
 */
function GeneralSection({ target, keyLocked }: { target: PanelTarget; keyLocked: boolean }) {
  const { modeler, messages } = usePanel();
  const m = messages.panel.general;
  const { bo } = target;

  /** The error for `id` as the new id of `bo`, or undefined when it may be used. */
  const idError = (id: string, owner: ModdleElement, required: string, invalid: string) => {
    if (id === "") return required;
    if (!isXmlName(id)) return invalid;
    if (idInUse(modeler, id, owner)) return m.idTaken;
    return undefined;
  };

  const commitId = (required: string, invalid: string) => (value: string) => {
    const id = value.trim();
    if (id === bo.id) return undefined;
    const error = idError(id, bo, required, invalid);
    if (error) return error;
    setProps(modeler, target, { id });
    return undefined;
  };

  if (target.isProcess) {
    return (
      <>
        <CommitField
          label={m.processKey}
          value={text(bo.id)}
          required
          disabled={keyLocked}
          hint={keyLocked ? m.keyLocked : undefined}
          onCommit={commitId(messages.validation.processIdRequired, messages.validation.processIdInvalid)}
        />
        <CommitField
          label={m.processName}
          value={text(bo.name)}
          required
          onCommit={(value) => {
            if (value.trim() === "") return messages.validation.processNameRequired;
            setProps(modeler, target, { name: value });
            return undefined;
          }}
        />
      </>
    );
  }

  return (
    <>
      <CommitField label={m.id} value={text(bo.id)} required onCommit={commitId(m.idRequired, m.idInvalid)} />
      <CommitField
        label={m.name}
        value={text(bo.name)}
        onCommit={(value) => {
          setProps(modeler, target, { name: value === "" ? undefined : value });
          return undefined;
        }}
      />
    </>
  );
}

export { GeneralSection };
