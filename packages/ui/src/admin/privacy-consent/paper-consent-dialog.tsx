// 录入纸质同意书: the administrator records a guardian's signed paper consent (to the face text in force)
// with the scan of the form, kept as an attachment.
import * as React from "react";

import { FormDialog, FormDialogField } from "../../components/form-dialog";
import { Input } from "../../components/input";
import { OptionSelect } from "../../components/option-select";
import {
  type GuardianView,
  type PaperConsentInput,
  type PaperConsentOutput,
  paperConsentSchema,
  relationLabel,
} from "./guardian-schema";
import { privacyConsentMessages as m } from "./privacy-consent-messages";

type PaperConsentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The student's guardians, one of whom signed. */
  guardians: readonly GuardianView[];
  /** The face text version in force, which the form's signature accepts. */
  textVersion: number;
  /** Uploads the scan and records the consent; a rejection keeps the dialog open with its message. */
  onSubmit: (values: PaperConsentOutput) => Promise<void>;
};

function PaperConsentDialog({ open, onOpenChange, guardians, textVersion, onSubmit }: PaperConsentDialogProps) {
  const schema = React.useMemo(() => paperConsentSchema(), []);
  const defaults = React.useMemo<PaperConsentInput>(
    () => ({ guardianId: guardians.length === 1 ? String(guardians[0]!.id) : "", scan: undefined as unknown as File }),
    [guardians],
  );
  const options = guardians.map((g) => ({ value: String(g.id), label: `${g.name}（${relationLabel(g.relation)}）` }));
  return (
    <FormDialog<PaperConsentInput, PaperConsentOutput>
      open={open}
      onOpenChange={onOpenChange}
      title={m.paperTitle}
      description={m.paperIntro(textVersion)}
      schema={schema}
      defaultValues={defaults}
      onSubmit={onSubmit}
      submitLabel={m.paperSubmit}
    >
      {(form) => (
        <div className="grid gap-4">
          <FormDialogField form={form} name="guardianId" label={m.paperGuardian} required>
            <OptionSelect
              width="full"
              value={form.watch("guardianId")}
              onValueChange={(id) => {
                if (id) form.setValue("guardianId", id, { shouldDirty: true, shouldValidate: true });
              }}
              options={options}
            />
          </FormDialogField>
          <FormDialogField form={form} name="scan" label={m.paperScan} required>
            <Input
              type="file"
              accept="image/*,application/pdf"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) form.setValue("scan", file, { shouldDirty: true, shouldValidate: true });
              }}
            />
          </FormDialogField>
          <p className="-mt-2 text-xs text-muted-foreground">{m.paperScanHint}</p>
        </div>
      )}
    </FormDialog>
  );
}

export { PaperConsentDialog };
export type { PaperConsentDialogProps };
