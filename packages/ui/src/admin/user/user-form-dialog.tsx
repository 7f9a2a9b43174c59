// 添加用户 / 修改用户: the user dialog on FormDialog, validated at each field; a refusal keeps every value and
// marks the field it names. Roles are ticked in a group of checkboxes (角色); 出生日期 and 未满14岁 say
// whether the person is a minor, whose face enrolment needs a guardian's consent.
import * as React from "react";
import { Controller } from "react-hook-form";

import { Checkbox } from "../../components/checkbox";
import { CheckboxGroup } from "../../components/checkbox-group";
import { DateField } from "../../components/date-field";
import { Form } from "../../components/form";
import { FormDialog, FormDialogField } from "../../components/form-dialog";
import { Input, inputVariants, Textarea } from "../../components/input";
import { userAdminMessages as messages } from "./user-admin-messages";
import {
  createUserSchema,
  emptyUserValues,
  minorByBirthDate,
  type PasswordRule,
  resetPasswordSchema,
  roleLabel,
  updateUserSchema,
  type UserFormOutput,
  type UserRole,
  type UserRow,
  userSubmitError,
  userValuesOf,
} from "./user-schema";

/** The role list behind the 角色 checkboxes, as its query holds it. */
type UserRolesState = {
  data?: readonly UserRole[];
  /** The list could not be loaded: the group says so, with 重试. */
  failed?: boolean;
  onRetry?: () => void;
};

type UserFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; without it the dialog adds a user. */
  row?: UserRow;
  roles: UserRolesState;
  passwordRule: PasswordRule;
  /** Saves; a rejection keeps the dialog open (a message naming a field marks that field). */
  onSubmit: (values: UserFormOutput) => Promise<void>;
};

/** The dialog that adds a user or edits one. */
function UserFormDialog({ open, onOpenChange, row, roles, passwordRule, onSubmit }: UserFormDialogProps) {
  const m = messages.form;
  const editing = row !== undefined;
  // A new object only when the row changes, so the dialog keeps what is typed while it is open.
  const defaultValues = React.useMemo(() => (row ? userValuesOf(row) : emptyUserValues()), [row]);
  // Built per language and mode; the texts are read here, at render, in the page's language.
  const schema = React.useMemo(
    () => (editing ? updateUserSchema() : createUserSchema(passwordRule)),
    [editing, passwordRule],
  );
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
          await onSubmit(values);
        } catch (error) {
          throw userSubmitError(error);
        }
      }}
    >
      {(form) => (
        <div data-slot="user-form" className="grid gap-4 sm:grid-cols-2">
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
            name="birthDate"
            render={({ field, fieldState }) => (
              <Form.Field error={fieldState.error?.message}>
                <Form.Label>{m.birthDate}</Form.Label>
                <Form.Control>
                  <DateField
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </Form.Control>
                <Form.Message />
              </Form.Field>
            )}
          />
          <Controller
            control={form.control}
            name="under14"
            render={({ field, fieldState }) => (
              <Form.Field error={fieldState.error?.message} className="content-start sm:pt-7">
                <div className="flex items-center gap-2">
                  <Form.Control>
                    <Checkbox
                      ref={field.ref}
                      name={field.name}
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                    />
                  </Form.Control>
                  <Form.Label>{m.under14}</Form.Label>
                </div>
                <Form.Message />
              </Form.Field>
            )}
          />
          <MinorHint birthDate={form.watch("birthDate")} under14={form.watch("under14")} />
          <Controller
            control={form.control}
            name="roleIds"
            render={({ field, fieldState }) => (
              <CheckboxGroup<number>
                className="sm:col-span-2"
                legend={m.roles}
                options={roles.data?.map((role) => ({ value: role.id, label: roleLabel(role) }))}
                value={field.value}
                onValueChange={field.onChange}
                emptyHint={m.rolesHint}
                error={fieldState.error?.message}
                inputRef={field.ref}
                loadingText={m.rolesLoading}
                loadError={roles.failed ? m.rolesFailed : undefined}
                onRetry={roles.onRetry}
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

/** What the two minor fields mean for face enrolment, under them (nothing for an adult). */
function MinorHint({ birthDate, under14 }: { birthDate: string; under14: boolean }) {
  const m = messages.form;
  const byDate = minorByBirthDate(birthDate);
  if (!under14 && !byDate) return null;
  return (
    <p data-slot="minor-hint" className="text-xs text-muted-foreground sm:col-span-2">
      {under14 ? m.under14Hint : m.minorByBirthDate}
    </p>
  );
}

type ResetPasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose password is set (named in the dialog). */
  row?: UserRow;
  passwordRule: PasswordRule;
  onSubmit: (password: string) => Promise<void>;
};

const NO_PASSWORD = { password: "" };

/** 重置密码: a small dialog asking for the user's new password. */
function ResetPasswordDialog({ open, onOpenChange, row, passwordRule, onSubmit }: ResetPasswordDialogProps) {
  const m = messages.resetPassword;
  const schema = React.useMemo(() => resetPasswordSchema(passwordRule), [passwordRule]);
  return (
    <FormDialog
      open={open && row !== undefined}
      onOpenChange={onOpenChange}
      title={m.title}
      description={m.description(row?.username ?? "")}
      width="default"
      schema={schema}
      defaultValues={NO_PASSWORD}
      onSubmit={({ password }) => onSubmit(password)}
    >
      {(form) => (
        <FormDialogField form={form} name="password" label={m.password} required>
          <Input type="password" maxLength={128} autoComplete="new-password" {...form.register("password")} />
        </FormDialogField>
      )}
    </FormDialog>
  );
}

export { ResetPasswordDialog, UserFormDialog };
export type { ResetPasswordDialogProps, UserFormDialogProps, UserRolesState };
