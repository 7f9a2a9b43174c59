// 重置密码: a small dialog asking for the user's new password (the console's one rule: 8 to 128 characters).
import type { Schema } from "@smartclass/api";
import { useResetUserPassword } from "@smartclass/api/react";
import { FormDialog, FormDialogField, Input } from "@smartclass/ui";
import { useMemo } from "react";

import { notifySuccess } from "../../../services/notify";
import { messages } from "./messages";
import { resetPasswordSchema } from "./user-form";

const EMPTY = { password: "" };

type ResetPasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user?: Schema<"AdminUser">;
};

/** The dialog that sets a user's new password. */
function ResetPasswordDialog({ open, onOpenChange, user }: ResetPasswordDialogProps) {
  const m = messages.resetPassword;
  const reset = useResetUserPassword();
  const schema = useMemo(() => resetPasswordSchema(), []);
  const name = user?.username ?? "";
  return (
    <FormDialog
      open={open && user !== undefined}
      onOpenChange={onOpenChange}
      title={m.title}
      description={m.description(name)}
      width="default"
      schema={schema}
      defaultValues={EMPTY}
      onSubmit={async ({ password }) => {
        if (!user) return;
        await reset.mutateAsync({ id: user.id, password });
        notifySuccess(messages.passwordReset(name));
      }}
    >
      {(form) => (
        <FormDialogField form={form} name="password" label={m.password} required>
          <Input type="password" maxLength={128} autoComplete="new-password" {...form.register("password")} />
        </FormDialogField>
      )}
    </FormDialog>
  );
}

export { ResetPasswordDialog };
