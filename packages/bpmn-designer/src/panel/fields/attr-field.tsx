import type * as React from "react";

import { hasProperty } from "../../core/business-object";
import { optional, setProps, text } from "../model/edit";
import type { PanelTarget } from "../model/target";
import { usePanel } from "../panel-context";
import { CheckField } from "./check-field";
import { CommitField } from "./commit-field";

type AttrFieldProps = {
  target: PanelTarget;
  /** The attribute's name without the engine's prefix, e.g. `assignee`. */
  name: string;
  label: string;
  hint?: React.ReactNode;
  rows?: readonly [number, number];
  /** Rewrites the typed value before it is written (e.g. normalising a comma list). */
  normalise?: (value: string) => string;
};

/**
 * A text field for an engine attribute of the target (`<prefix>:<name>`), shown only when the
 * engine's descriptor declares it for this element; an empty value removes the attribute.
 */
function AttrField({ target, name, label, hint, rows, normalise = (value) => value }: AttrFieldProps) {
  const { modeler, prefix } = usePanel();
  const attribute = `${prefix}:${name}`;
  if (!hasProperty(modeler, target.bo, attribute)) return null;
  return (
    <CommitField
      label={label}
      hint={hint}
      rows={rows}
      value={text(target.bo.get(attribute))}
      onCommit={(value) => setProps(modeler, target, { [attribute]: optional(normalise(value)) })}
    />
  );
}

/** A checkbox for a boolean engine attribute of the target, shown only when the engine declares it. */
function AttrCheck({ target, name, label }: { target: PanelTarget; name: string; label: string }) {
  const { modeler, prefix } = usePanel();
  const attribute = `${prefix}:${name}`;
  if (!hasProperty(modeler, target.bo, attribute)) return null;
  return (
    <CheckField
      label={label}
      checked={target.bo.get(attribute) === true}
      onChange={(checked) => setProps(modeler, target, { [attribute]: checked })}
    />
  );
}

/** A comma list as the engines read it: items trimmed, empty ones dropped, a Chinese comma accepted. */
function commaList(value: string): string {
  return value
    .split(/[,，]/)
    .map((item) => item.trim())
    .filter(Boolean)
    .join(",");
}

export { AttrCheck, AttrField, commaList };
