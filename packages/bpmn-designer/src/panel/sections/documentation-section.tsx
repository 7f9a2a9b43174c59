import { createModdle } from "../../core/business-object";
import type { ModdleElement } from "../../core/types";
import { CommitField } from "../fields/commit-field";
import { setProps, text } from "../model/edit";
import type { PanelTarget } from "../model/target";
import { usePanel } from "../panel-context";

/** Other: the element's documentation, a text area of 2 to 4 rows (growing with its lines). */
function DocumentationSection({ target }: { target: PanelTarget }) {
  const { modeler, messages } = usePanel();
  const docs = (target.bo.get("documentation") as ModdleElement[] | undefined) ?? [];
  const [first, ...rest] = docs;
  return (
    <CommitField
      label={messages.panel.other.documentation}
      value={text(first?.get("text"))}
      rows={[2, 4]}
      onCommit={(value) => {
        const doc = value === "" ? [] : [createModdle(modeler, "bpmn:Documentation", { text: value })];
        for (const created of doc) created.$parent = target.bo;
        setProps(modeler, target, { documentation: [...doc, ...rest] });
      }}
    />
  );
}

export { DocumentationSection };
