import { Checkbox, Label } from "@smartclass/ui";
import * as React from "react";

import { usePanel } from "../panel-context";

type CheckFieldProps = {
  label: string;
  checked: boolean;
  /** Called once per toggle (one command). */
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** A labelled checkbox; a toggle is written at once, as one command. */
function CheckField({ label, checked, onChange, disabled }: CheckFieldProps) {
  const panel = usePanel();
  const id = React.useId();
  return (
    <div data-slot="bpmn-panel-check" className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={checked}
        disabled={panel.disabled || disabled}
        onCheckedChange={(next) => onChange(next === true)}
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

export { CheckField };
