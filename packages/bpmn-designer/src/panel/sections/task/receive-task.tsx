import type { ModdleElement } from "../../../core/types";
import { SelectField } from "../../fields/select-field";
import { setProps } from "../../model/edit";
import { rootElements } from "../../model/ids";
import type { PanelTarget } from "../../model/target";
import { usePanel } from "../../panel-context";

const NONE = "__none__";

/** Receive task: the message it waits for, chosen among the process's messages; 无 clears the reference (§4). */
function ReceiveTaskFields({ target }: { target: PanelTarget }) {
  const { modeler, messages } = usePanel();
  const known = rootElements(modeler).filter((root) => root.$instanceOf("bpmn:Message"));
  const current = target.bo.get("messageRef") as ModdleElement | undefined;
  return (
    <SelectField
      label={messages.panel.task.messageRef}
      value={current?.id ?? NONE}
      options={[
        { value: NONE, label: messages.panel.none },
        ...known.map((message) => ({
          value: message.id ?? "",
          label: message.name ? `${message.name} (${message.id})` : (message.id ?? ""),
        })),
      ]}
      onChange={(id) =>
        setProps(modeler, target, { messageRef: known.find((message) => message.id === id && id !== NONE) })
      }
    />
  );
}

export { ReceiveTaskFields };
