// The login form: a user name and password (with 记住我 and the way to a forgotten password), or a mobile
// number and the code sent to it, in two tabs; the way to create an account under them. It calls no
// server: the host signs in through the callbacks, and a rejection's text is shown with the form.
import * as React from "react";

import { Button } from "../components/button";
import { Form } from "../components/form";
import { Input } from "../components/input";
import { message } from "../components/toaster";
import { AuthField, AuthLink, type AuthNavigation, SendCodeButton } from "./auth-card";
import { loginMessages } from "./login-messages";
import { LoginCheckbox, LoginTabs } from "./login-tabs";
import {
  failureText,
  isMainlandMobile,
  type PasswordLoginValues,
  passwordLoginValues,
  type SmsLoginValues,
  smsLoginValues,
} from "./sign-in-rules";
import { useSmsCountdown } from "./use-sms-countdown";

/** The send-code wait: its length in seconds (60) and one step's length in ms (a second). */
type SmsCountdownOptions = { seconds?: number; stepMs?: number };

/** A login the browser remembered (记住我): the user name, and the password when it was kept. */
type RememberedLogin = { username: string; password?: string | undefined; rememberMe: boolean };

type LoginFormProps = AuthNavigation & {
  /**
   * Signs in with a user name (trimmed) and password. While it runs the button says 登 录 中...; a
   * rejection's message is shown with the form. After it resolves the form stays busy: the host leaves the page.
   */
  onPasswordLogin: (values: PasswordLoginValues) => Promise<void>;
  /** Signs in with a mobile number and code (both trimmed); as `onPasswordLogin`. */
  onSmsLogin: (values: SmsLoginValues) => Promise<void>;
  /** Sends a login code to a valid mobile number; when it resolves 验证码已发送 shows and the wait starts. */
  onSendCode: (mobile: string) => Promise<void>;
  /** Fills the password form when it arrives (the host may read it asynchronously). */
  remembered?: RememberedLogin | undefined;
  /** 忘记密码？ leads here. */
  forgotHref: string;
  /** 注册账号 leads here. */
  registerHref: string;
  countdown?: SmsCountdownOptions;
};

type PasswordErrors = { username?: string; password?: string; form?: string };

function PasswordLoginForm({
  onPasswordLogin,
  remembered,
  forgotHref,
  onNavigate,
}: Pick<LoginFormProps, "onPasswordLogin" | "remembered" | "forgotHref" | "onNavigate">) {
  const t = loginMessages;
  const [username, setUsername] = React.useState("");
  const [password, setPassword] = React.useState("");
  const [rememberMe, setRememberMe] = React.useState(false);
  const [errors, setErrors] = React.useState<PasswordErrors>({});
  const [busy, setBusy] = React.useState(false);
  // The remembered login fills the form once, when it arrives.
  const [applied, setApplied] = React.useState<RememberedLogin>();
  if (remembered && remembered !== applied) {
    setApplied(remembered);
    setUsername(remembered.username);
    setRememberMe(remembered.rememberMe);
    if (remembered.password) setPassword(remembered.password);
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const values = passwordLoginValues({ username, password, rememberMe });
    const next = {
      ...(values.username ? {} : { username: t.usernameRequired }),
      ...(values.password ? {} : { password: t.passwordRequired }),
    };
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    try {
      await onPasswordLogin(values);
    } catch (error) {
      setErrors({ form: failureText(error) });
      setBusy(false);
    }
  };

  return (
    <Form.Root onSubmit={submit} aria-label={t.title} aria-busy={busy || undefined}>
      <AuthField
        label={t.username}
        error={errors.username}
        name="username"
        autoComplete="username"
        placeholder={t.usernamePlaceholder}
        maxLength={30}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <AuthField
        label={t.password}
        error={errors.password}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={t.passwordPlaceholder}
        maxLength={128}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex items-center justify-between">
        <LoginCheckbox id="remember-me" label={t.rememberMe} checked={rememberMe} onCheckedChange={setRememberMe} />
        <AuthLink className="text-sm" href={forgotHref} onNavigate={onNavigate}>
          {t.forgot}
        </AuthLink>
      </div>
      <Form.Alert>{errors.form}</Form.Alert>
      <Button type="submit" variant="primary" size="default" className="w-full" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </Button>
    </Form.Root>
  );
}

type SmsErrors = { mobile?: string; code?: string; form?: string };

function SmsLoginForm({
  onSmsLogin,
  onSendCode,
  countdown: options,
}: Pick<LoginFormProps, "onSmsLogin" | "onSendCode" | "countdown">) {
  const t = loginMessages;
  const [mobile, setMobile] = React.useState("");
  const [code, setCode] = React.useState("");
  const [errors, setErrors] = React.useState<SmsErrors>({});
  const [busy, setBusy] = React.useState(false);
  const countdown = useSmsCountdown(options?.seconds, options?.stepMs);

  const sendCode = async () => {
    const values = smsLoginValues({ mobile, code });
    if (!isMainlandMobile(values.mobile)) {
      setErrors({ mobile: t.mobileInvalid });
      return;
    }
    setErrors({});
    try {
      await onSendCode(values.mobile);
      message.success(t.codeSent);
      countdown.start();
    } catch (error) {
      setErrors({ form: failureText(error) });
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const values = smsLoginValues({ mobile, code });
    const next = {
      ...(isMainlandMobile(values.mobile) ? {} : { mobile: t.mobileInvalid }),
      ...(values.code ? {} : { code: t.codeRequired }),
    };
    setErrors(next);
    if (next.mobile || next.code) return;
    setBusy(true);
    try {
      await onSmsLogin(values);
    } catch (error) {
      setErrors({ form: failureText(error) });
      setBusy(false);
    }
  };

  return (
    <Form.Root onSubmit={submit} aria-label={t.smsTitle} aria-busy={busy || undefined}>
      <AuthField
        label={t.mobile}
        error={errors.mobile}
        name="mobile"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={t.mobilePlaceholder}
        maxLength={11}
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
      />
      <Form.Field error={errors.code}>
        <Form.Label required>{t.code}</Form.Label>
        <div className="flex gap-2">
          <Form.Control>
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t.codePlaceholder}
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </Form.Control>
          <SendCodeButton
            seconds={countdown.seconds}
            label={t.sendCode}
            resend={t.resend}
            onClick={() => void sendCode()}
          />
        </div>
        <Form.Message />
      </Form.Field>
      <Form.Alert>{errors.form}</Form.Alert>
      <Button type="submit" variant="primary" size="default" className="w-full" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </Button>
    </Form.Root>
  );
}

/** The login form: password login or SMS login in two tabs, and the way to create an account. */
function LoginForm({ registerHref, onNavigate, ...props }: LoginFormProps) {
  const t = loginMessages;
  return (
    <div data-slot="login-form">
      <LoginTabs
        label={t.title}
        tabs={[
          { value: "password", label: t.usePassword, panel: <PasswordLoginForm onNavigate={onNavigate} {...props} /> },
          { value: "sms", label: t.useSms, panel: <SmsLoginForm {...props} /> },
        ]}
      />
      <p className="mt-4 text-center text-sm">
        <AuthLink href={registerHref} onNavigate={onNavigate}>
          {t.register}
        </AuthLink>
      </p>
    </div>
  );
}

export { LoginForm };
export type { LoginFormProps, RememberedLogin, SmsCountdownOptions };
