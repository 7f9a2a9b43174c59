// Forgot password (mobile, SMS code, new password) for a signed-out person, and change password (old and
// new) for a signed-in one. They call no server: the host saves through `onSubmit`; when it resolves
// 修改成功 shows, and a rejection's text is shown with the form.
import * as React from "react";

import type { PasswordRule } from "../admin/user/user-schema";
import { Button } from "../components/button";
import { Form } from "../components/form";
import { message } from "../components/toaster";
import { AuthField, SendCodeButton } from "./auth-card";
import { authMessages } from "./auth-messages";
import type { SmsCountdownOptions } from "./login-form";
import { loginMessages } from "./login-messages";
import { failureText, isMainlandMobile, newPasswordError } from "./sign-in-rules";
import { useSmsCountdown } from "./use-sms-countdown";

type Errors = Partial<Record<"mobile" | "code" | "old" | "password" | "confirm" | "form", string>>;

/** A form's fields as text, changed one at a time. */
function useFields<K extends string>(empty: Record<K, string>) {
  const [values, setValues] = React.useState(empty);
  const change = (key: K) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  return { values, change, reset: () => setValues(empty) };
}

/** The new password and its confirmation, shared by both forms. */
function NewPasswordFields({
  errors,
  password,
  confirm,
  onPassword,
  onConfirm,
}: {
  errors: Errors;
  password: string;
  confirm: string;
  onPassword: React.ChangeEventHandler<HTMLInputElement>;
  onConfirm: React.ChangeEventHandler<HTMLInputElement>;
}) {
  const t = authMessages.password;
  return (
    <>
      <AuthField
        label={t.newPassword}
        error={errors.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
      />
      <AuthField
        label={t.confirmPassword}
        error={errors.confirm}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
      />
    </>
  );
}

/** Runs a save: busy meanwhile, 修改成功 when it resolves, the rejection's text in the form otherwise. */
function useSave(setErrors: (errors: Errors) => void) {
  const [busy, setBusy] = React.useState(false);
  const save = async (run: () => Promise<void>, done?: () => void) => {
    setBusy(true);
    try {
      await run();
      message.success(authMessages.password.done);
      done?.();
    } catch (error) {
      setErrors({ form: failureText(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}

type ResetPasswordValues = { mobile: string; code: string; password: string };

type ResetPasswordFormProps = {
  /** Sets the new password with the code sent to the mobile number (both trimmed). */
  onSubmit: (values: ResetPasswordValues) => Promise<void>;
  /** Sends a code to a valid mobile number; when it resolves 验证码已发送 shows and the wait starts. */
  onSendCode: (mobile: string) => Promise<void>;
  /** The one password rule of every form that sets a password, with its message. */
  passwordRule: PasswordRule;
  countdown?: SmsCountdownOptions;
};

/** 忘记密码: a new password set with a code sent to the account's mobile number. */
function ResetPasswordForm({ onSubmit, onSendCode, passwordRule, countdown: options }: ResetPasswordFormProps) {
  const t = authMessages.password;
  const l = loginMessages;
  const { values, change } = useFields({ mobile: "", code: "", password: "", confirm: "" });
  const [errors, setErrors] = React.useState<Errors>({});
  const { busy, save } = useSave(setErrors);
  const countdown = useSmsCountdown(options?.seconds, options?.stepMs);

  const sendCode = async () => {
    if (!isMainlandMobile(values.mobile)) return setErrors({ mobile: l.mobileInvalid });
    setErrors({});
    try {
      await onSendCode(values.mobile.trim());
      message.success(l.codeSent);
      countdown.start();
    } catch (error) {
      setErrors({ form: failureText(error) });
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = newPasswordError(values.password, values.confirm, passwordRule, t.mismatch);
    const next: Errors = {
      ...(isMainlandMobile(values.mobile) ? {} : { mobile: l.mobileInvalid }),
      ...(values.code.trim() ? {} : { code: l.codeRequired }),
      ...(problem ? { [problem.field]: problem.text } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await save(() => onSubmit({ mobile: values.mobile.trim(), code: values.code.trim(), password: values.password }));
  };

  return (
    <Form.Root onSubmit={submit} aria-label={t.title} aria-busy={busy || undefined}>
      <AuthField
        label={t.mobile}
        error={errors.mobile}
        value={values.mobile}
        onChange={change("mobile")}
        maxLength={11}
      />
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <AuthField label={t.code} error={errors.code} value={values.code} onChange={change("code")} maxLength={6} />
        </div>
        <SendCodeButton
          className="mb-px"
          seconds={countdown.seconds}
          label={l.sendCode}
          resend={l.resend}
          onClick={() => void sendCode()}
        />
      </div>
      <NewPasswordFields
        errors={errors}
        password={values.password}
        confirm={values.confirm}
        onPassword={change("password")}
        onConfirm={change("confirm")}
      />
      <Form.Alert>{errors.form}</Form.Alert>
      <Button type="submit" variant="primary" className="w-full" disabled={busy}>
        {t.submit}
      </Button>
    </Form.Root>
  );
}

type ChangePasswordValues = { oldPassword: string; newPassword: string };

type ChangePasswordFormProps = {
  /** Changes the signed-in person's password; when it resolves the form empties. */
  onSubmit: (values: ChangePasswordValues) => Promise<void>;
  /** The one password rule of every form that sets a password, with its message. */
  passwordRule: PasswordRule;
};

/** 修改密码: the current password and a new one. */
function ChangePasswordForm({ onSubmit, passwordRule }: ChangePasswordFormProps) {
  const t = authMessages.password;
  const { values, change, reset } = useFields({ old: "", password: "", confirm: "" });
  const [errors, setErrors] = React.useState<Errors>({});
  const { busy, save } = useSave(setErrors);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = newPasswordError(values.password, values.confirm, passwordRule, t.mismatch);
    const next: Errors = {
      ...(values.old ? {} : { old: loginMessages.passwordRequired }),
      ...(problem ? { [problem.field]: problem.text } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await save(() => onSubmit({ oldPassword: values.old, newPassword: values.password }), reset);
  };

  return (
    <Form.Root onSubmit={submit} aria-label={t.changeTitle} aria-busy={busy || undefined}>
      <AuthField
        label={t.oldPassword}
        error={errors.old}
        type="password"
        autoComplete="current-password"
        value={values.old}
        onChange={change("old")}
      />
      <NewPasswordFields
        errors={errors}
        password={values.password}
        confirm={values.confirm}
        onPassword={change("password")}
        onConfirm={change("confirm")}
      />
      <Form.Alert>{errors.form}</Form.Alert>
      <Button type="submit" variant="primary" className="w-full" disabled={busy}>
        {t.submit}
      </Button>
    </Form.Root>
  );
}

export { ChangePasswordForm, ResetPasswordForm };
export type { ChangePasswordFormProps, ChangePasswordValues, ResetPasswordFormProps, ResetPasswordValues };
