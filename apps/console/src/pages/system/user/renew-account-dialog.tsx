// 账号续期: pick the new expiry date of a teaching account; it runs to 23:59:59 of that day at the school.
import type { Schema } from "@smartclass/api";
import { useRenewTeachUser } from "@smartclass/api/react";
import { DateField, FormDialog, FormDialogField, SchoolTimeZoneHint } from "@smartclass/ui";
import { useMemo } from "react";

import { notifySuccess } from "../../../services/notify";
import { userAdminMessages as messages } from "@smartclass/ui";
import { endOfDay, renewSchema, renewStartDay } from "./teach-account";

type RenewAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account?: Schema<"TeachUser">;
};

/** The dialog that renews a teaching account until a chosen date. */
function RenewAccountDialog({ open, onOpenChange, account }: RenewAccountDialogProps) {
  const m = messages.teach;
  const renew = useRenewTeachUser();
  const schema = useMemo(() => renewSchema(), []);
  const defaultValues = useMemo(() => ({ date: renewStartDay(account?.accountExpireTime) }), [account]);
  const name = account?.userName ?? "";
  return (
    <FormDialog
      open={open && account !== undefined}
      onOpenChange={onOpenChange}
      title={m.renewTitle}
      description={m.renewDescription(name)}
      width="default"
      schema={schema}
      defaultValues={defaultValues}
      onSubmit={async ({ date }) => {
        if (!account) return;
        await renew.mutateAsync({ id: account.id, renewTime: endOfDay(date) });
        notifySuccess(m.renewed);
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
