import { cn } from "@smartclass/ui";
import * as React from "react";

import { formsMessages, type FormsMessages } from "./messages";
import type { ProcessFormField, ProcessFormRawValues } from "./types";
import { formatProcessFormValue } from "./values";

type ProcessFormValuesProps = Omit<React.ComponentProps<"dl">, "children"> & {
  fields: readonly ProcessFormField[];
  /** The values by field id, as a process instance holds them. */
  values: ProcessFormRawValues;
  messages?: FormsMessages;
};

/** A read-only list of a form's values, label by label (enum names, 是/否, — for none): the process detail page's. */
function ProcessFormValues({ fields, values, messages = formsMessages, className, ...props }: ProcessFormValuesProps) {
  if (fields.length === 0) return <p className="text-sm text-muted-foreground">{messages.display.noFields}</p>;
  return (
    <dl
      data-slot="process-form-values"
      className={cn("grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm", className)}
      {...props}
    >
      {fields.map((field, index) => (
        <React.Fragment key={`${index}-${field.id}`}>
          <dt className="text-muted-foreground">{field.label}</dt>
          <dd className="break-words whitespace-pre-wrap">
            {formatProcessFormValue(field, values[field.id], messages.display)}
          </dd>
        </React.Fragment>
      ))}
    </dl>
  );
}

export { ProcessFormValues };
export type { ProcessFormValuesProps };
