// 添加监护人: name, relation (父亲/母亲/其他监护人), contact and, optionally, the guardian's own account,
// which then sees the student's consent requests in its personal centre.
import * as React from "react";

import { FormDialog, FormDialogField } from "../../components/form-dialog";
import { Input } from "../../components/input";
import { OptionSelect } from "../../components/option-select";
import {
  guardianDefaults,
  type GuardianFormInput,
  type GuardianFormOutput,
  guardianSchema,
  relationLabel,
} from "./guardian-schema";
import { privacyConsentMessages as m } from "./privacy-consent-messages";

type GuardianFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Adds the guardian; a rejection keeps the dialog open with its message. */
  onSubmit: (values: GuardianFormOutput) => Promise<void>;
};

const relationOptions = () =>
  (["1", "2", "3"] as const).map((value) => ({ value, label: relationLabel(Number(value)) }));

function GuardianFormDialog({ open, onOpenChange, onSubmit }: GuardianFormDialogProps) {
  const schema = React.useMemo(() => guardianSchema(), []);
  return (
    <FormDialog<GuardianFormInput, GuardianFormOutput>
      open={open}
      onOpenChange={onOpenChange}
      title={m.guardianFormTitle}
      schema={schema}
      defaultValues={guardianDefaults}
      onSubmit={onSubmit}
    >
      {(form) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormDialogField form={form} name="name" label={m.name} required>
            <Input autoComplete="off" {...form.register("name")} />
          </FormDialogField>
          <FormDialogField form={form} name="relation" label={m.relation} required>
            <OptionSelect
              width="full"
              value={form.watch("relation")}
              onValueChange={(relation) => {
                if (relation) form.setValue("relation", relation, { shouldDirty: true, shouldValidate: true });
              }}
              options={relationOptions()}
            />
          </FormDialogField>
          <FormDialogField form={form} name="contact" label={m.contact} required>
            <Input autoComplete="off" inputMode="tel" {...form.register("contact")} />
          </FormDialogField>
          <FormDialogField form={form} name="guardianUserId" label={m.guardianAccountId}>
            <Input autoComplete="off" inputMode="numeric" {...form.register("guardianUserId")} />
          </FormDialogField>
          <p className="-mt-2 text-xs text-muted-foreground sm:col-span-2">{m.guardianAccountHint}</p>
        </div>
      )}
    </FormDialog>
  );
}

export { GuardianFormDialog };
export type { GuardianFormDialogProps };
