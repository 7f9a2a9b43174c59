// Forgot password (mobile, SMS code, new password) for a signed-out person; change password (old and
// new) for a signed-in one.
import { Button, Form } from "@smartclass/ui";
import { useEffect, useState } from "react";
import type * as React from "react";
import { Link, useNavigate } from "react-router-dom";

import { useAuthSnapshot } from "../../auth/auth-context";
import { isMobile, SMS_COUNTDOWN_SECONDS } from "../../auth/login-form";
import { newPasswordError } from "../../auth/password-form";
import { messages } from "../../messages";
import { api } from "../../services/api";
import { notifySuccess } from "../../services/notify";
import { AuthCard, AuthField } from "./auth-card";

const text = messages.password;
/** The new password's texts: the one password rule's message and the mismatch. */
const passwordTexts = () => ({ passwordRule: messages.passwordRule, mismatch: messages.password.mismatch });
type Errors = Partial<Record<"mobile" | "code" | "old" | "password" | "confirm" | "form", string>>;

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
  return (
    <>
      <AuthField
        label={text.newPassword}
        error={errors.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
      />
      <AuthField
        label={text.confirmPassword}
        error={errors.confirm}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
      />
    </>
  );
}

function ForgotPassword() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ mobile: "", code: "", password: "", confirm: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [countdown, setCountdown] = useState(0);
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => setCountdown((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown]);

  const sendCode = async () => {
    if (!isMobile(form.mobile)) return setErrors({ mobile: messages.login.mobileInvalid });
    setErrors({});
    try {
      await api.post("/system/auth/send-sms-code", { body: { mobile: form.mobile.trim(), scene: 4 } });
      notifySuccess(messages.login.codeSent);
      setCountdown(SMS_COUNTDOWN_SECONDS);
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : String(error) });
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = newPasswordError(form.password, form.confirm, passwordTexts());
    const next: Errors = {
      ...(isMobile(form.mobile) ? {} : { mobile: messages.login.mobileInvalid }),
      ...(form.code.trim() ? {} : { code: messages.login.codeRequired }),
      ...(problem ? { [problem.field]: problem.text } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await api.post("/teach/user/forgotPassword", {
        body: { mobile: form.mobile.trim(), code: form.code.trim(), password: form.password },
      });
      notifySuccess(text.done);
      navigate("/login", { replace: true });
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Form.Root onSubmit={submit} aria-label={text.title}>
      <AuthField
        label={text.mobile}
        error={errors.mobile}
        value={form.mobile}
        onChange={set("mobile")}
        maxLength={11}
      />
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <AuthField label={text.code} error={errors.code} value={form.code} onChange={set("code")} maxLength={6} />
        </div>
        <Button className="mb-px w-36 shrink-0" disabled={countdown > 0} onClick={sendCode}>
          {countdown > 0 ? messages.login.resend(countdown) : messages.login.sendCode}
        </Button>
      </div>
      <NewPasswordFields
        errors={errors}
        password={form.password}
        confirm={form.confirm}
        onPassword={set("password")}
        onConfirm={set("confirm")}
      />
      <Form.Alert>{errors.form}</Form.Alert>
      <Button type="submit" variant="primary" className="w-full">
        {text.submit}
      </Button>
    </Form.Root>
  );
}

function ChangePassword() {
  const [form, setForm] = useState({ old: "", password: "", confirm: "" });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = newPasswordError(form.password, form.confirm, passwordTexts());
    const next: Errors = {
      ...(form.old ? {} : { old: messages.login.passwordRequired }),
      ...(problem ? { [problem.field]: problem.text } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await api.post("/teach/user/update-password", { body: { oldPassword: form.old, newPassword: form.password } });
      notifySuccess(text.done);
      setForm({ old: "", password: "", confirm: "" });
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Form.Root onSubmit={submit} aria-label={text.changeTitle}>
      <AuthField
        label={text.oldPassword}
        error={errors.old}
        type="password"
        autoComplete="current-password"
        value={form.old}
        onChange={set("old")}
      />
      <NewPasswordFields
        errors={errors}
        password={form.password}
        confirm={form.confirm}
        onPassword={set("password")}
        onConfirm={set("confirm")}
      />
      <Form.Alert>{errors.form}</Form.Alert>
      <Button type="submit" variant="primary" className="w-full">
        {text.submit}
      </Button>
    </Form.Root>
  );
}

/** The password page: forgot password when signed out, change password when signed in. */
function PasswordPage() {
  const { accessToken } = useAuthSnapshot();
  return (
    <AuthCard title={accessToken ? text.changeTitle : text.title}>
      {accessToken ? <ChangePassword /> : <ForgotPassword />}
      <p className="mt-4 text-center text-sm">
        <Link className="text-primary-strong hover:underline" to={accessToken ? "/" : "/login"}>
          {accessToken ? messages.home : text.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}

export default PasswordPage;
