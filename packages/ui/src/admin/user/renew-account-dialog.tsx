// 账号续期: pick the new expiry date of a teaching account; it runs to 23:59:59 of that day at the school.
import * as React from "react";

import { DateField } from "../../components/date-field";
import { FormDialog, FormDialogField } from "../../components/form-dialog";
import { SchoolTimeZoneHint } from "../../components/school-time-zone-hint";
import { type TeachAccountRow, endOfDay, renewSchema, renewStartDay } from "./teach-account-schema";
import { userAdminMessages as messages } from "./user-admin-messages";

type RenewAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account?: TeachAccountRow;
  /** Saves the new expiry (epoch milliseconds of the day's last second at the school). */
  onRenew: (account: TeachAccountRow, renewTime: number) => Promise<void>;
  /** The time now (the story's fixed day); the browser's clock by default. */
  now?: () => number;
};

/** The dialog that renews a teaching account until a chosen date. */
function RenewAccountDialog({ open, onOpenChange, account, onRenew, now }: RenewAccountDialogProps) {
  const m = messages.teach;
  const schema = React.useMemo(() => renewSchema(now), [now]);
  const defaultValues = React.useMemo(
    () => ({ date: renewStartDay(account?.accountExpireTime, now?.()) }),
    [account, now],
  );
  return (
    <FormDialog
      open={open && account !== undefined}
      onOpenChange={onOpenChange}
      title={m.renewTitle}
      description={m.renewDescription(account?.userName ?? "")}
      width="default"
      schema={schema}
      defaultValues={defaultValues}
      onSubmit={async ({ date }) => {
        if (account) await onRenew(account, endOfDay(date));
      }}
    >
      {(form) => (
        <>
          {/* The day typed as 年-月-日 whatever the browser's locale; a past day is refused by the schema. */}
          <FormDialogField form={form} name="date" label={m.renewDate} required>
            <DateField
              value={form.watch("date")}
              onValueChange={(date) => form.setValue("date", date, { shouldDirty: true, shouldValidate: true })}
              onBlur={() => void form.trigger("date")}
            />
          </FormDialogField>
          <SchoolTimeZoneHint />
        </>
      )}
    </FormDialog>
  );
}

export { RenewAccountDialog };
export type { RenewAccountDialogProps };
