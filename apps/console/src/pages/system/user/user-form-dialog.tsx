// 添加用户 / 修改用户: the user dialog on FormDialog, validated at each field; a refusal keeps every value.
// Roles are ticked in a group of checkboxes (角色) and sent as roleIds on both calls.
import type { Schema } from "@smartclass/api";
import { useCreateUser, useUpdateUser } from "@smartclass/api/react";
import { FormDialog, FormDialogField, Input, inputVariants, Textarea } from "@smartclass/ui";
import { useMemo } from "react";
import { Controller } from "react-hook-form";

import { notifySuccess } from "../../../services/notify";
import { messages } from "./messages";
import { RoleCheckboxes } from "./role-checkboxes";
import {
  createBodyOf,
  createUserSchema,
  emptyUserValues,
  toSubmitError,
  updateBodyOf,
  updateUserSchema,
  userValuesOf,
} from "./user-form";

type UserFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; without it the dialog adds a user. */
  user?: Schema<"AdminUser">;
};

/** The dialog that adds a user or edits one. */
function UserFormDialog({ open, onOpenChange, user }: UserFormDialogProps) {
  const m = messages.form;
  const create = useCreateUser();
  const update = useUpdateUser();
  const editing = user !== undefined;
  // A new object only when the row changes, so the dialog keeps what is typed while it is open.
  const defaultValues = useMemo(() => (user ? userValuesOf(user) : emptyUserValues()), [user]);
  // Built per language and mode; the texts are read here, at render, in the page's language.
  const schema = useMemo(() => (editing ? updateUserSchema() : createUserSchema()), [editing]);
  const select = inputVariants();

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? m.updateTitle : m.createTitle}
      schema={schema}
      defaultValues={defaultValues}
      onSubmit={async (values) => {
        try {
          if (user) {
            await update.mutateAsync(updateBodyOf(user.id, values));
            notifySuccess(messages.updated);
          } else {
            await create.mutateAsync(createBodyOf(values));
            notifySuccess(messages.created);
          }
        } catch (error) {
          throw toSubmitError(error);
        }
      }}
    >
      {(form) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormDialogField form={form} name="nickname" label={m.nickname} required>
            <Input maxLength={30} autoComplete="off" {...form.register("nickname")} />
          </FormDialogField>
          <FormDialogField form={form} name="username" label={m.username} required>
            <Input maxLength={30} autoComplete="off" {...form.register("username")} />
          </FormDialogField>
          {editing ? null : (
            <FormDialogField form={form} name="password" label={m.password} required>
              <Input type="password" maxLength={128} autoComplete="new-password" {...form.register("password")} />
            </FormDialogField>
          )}
          <FormDialogField form={form} name="mobile" label={m.mobile}>
            <Input inputMode="numeric" maxLength={11} autoComplete="off" {...form.register("mobile")} />
          </FormDialogField>
          <FormDialogField form={form} name="email" label={m.email}>
            <Input type="email" maxLength={50} autoComplete="off" {...form.register("email")} />
          </FormDialogField>
          <FormDialogField form={form} name="sex" label={m.sex}>
            <select className={select} {...form.register("sex")}>
              <option value="0">{messages.sex.unknown}</option>
              <option value="1">{messages.sex.male}</option>
              <option value="2">{messages.sex.female}</option>
            </select>
          </FormDialogField>
          <FormDialogField form={form} name="status" label={m.status}>
            <select className={select} {...form.register("status")}>
              <option value="0">{messages.status.enabled}</option>
              <option value="1">{messages.status.disabled}</option>
            </select>
          </FormDialogField>
          <Controller
            control={form.control}
            name="roleIds"
            render={({ field, fieldState }) => (
              <RoleCheckboxes
                className="sm:col-span-2"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                inputRef={field.ref}
              />
            )}
          />
          <FormDialogField form={form} name="remark" label={m.remark} className="sm:col-span-2">
            <Textarea maxLength={500} {...form.register("remark")} />
          </FormDialogField>
        </div>
      )}
    </FormDialog>
  );
}

export { UserFormDialog };
