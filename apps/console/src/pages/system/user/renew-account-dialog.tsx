// 账号续期: pick the new expiry date of a teaching account; it runs to 23:59:59 (UTC+8) of that day.
import { type Schema } from "@smartclass/api";
import { useRenewTeachUser } from "@smartclass/api/react";
import { FormDialog, FormDialogField, Input } from "@smartclass/ui";
import { useMemo, useState } from "react";

import { notifySuccess } from "../../../services/notify";
import { messages } from "./messages";
import { dayAt8, endOfDayAt8, renewSchema, renewStartDay } from "./teach-account";

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
  // Today in UTC+8, taken once per mount: the picker's earliest day.
  const [today] = useState(() => dayAt8(Date.now()));
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
        await renew.mutateAsync({ id: account.id, renewTime: endOfDayAt8(date) });
        notifySuccess(m.renewed);
      }}
    >
      {(form) => (
        <FormDialogField form={form} name="date" label={m.renewDate} required>
          <Input type="date" min={today} {...form.register("date")} />
        </FormDialogField>
      )}
    </FormDialog>
  );
}

export { RenewAccountDialog };
