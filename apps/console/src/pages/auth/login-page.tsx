// Password and SMS login (classroom spec sections 3–5): username and mobile trimmed, remember me,
// send-code countdown, the server's error texts shown with the form.
import { isApiError, type TokenPair } from "@smartclass/api";
import { Button, Form, Input } from "@smartclass/ui";
import { useEffect, useState } from "react";
import type * as React from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";

import { useAuth } from "../../auth/auth-context";
import { forgetSessionEnd, peekSessionEnd } from "../../auth/session-end-notice";
import {
  afterLoginPath,
  isMobile,
  passwordLoginBody,
  registerPathFor,
  SMS_COUNTDOWN_SECONDS,
  smsLoginBody,
} from "../../auth/login-form";
import { messages } from "../../messages";
import { api, session } from "../../services/api";
import { rememberedSystemName } from "../../shell/system-name-memory";
import { notifySuccess } from "../../services/notify";
import { AuthCard, AuthField } from "./auth-card";
import { LoginCheckbox, LoginTabs } from "./login-tabs";

const text = messages.login;

function errorText(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : String(error);
}

/** After a token pair: load the user, then go back to the redirect or the person's area. */
function useFinishLogin() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (pair: TokenPair) => {
    const user = await auth.login(pair);
    // The login ends when this page unmounts (see LoginPage): React Router applies the navigation in a
    // transition, and ending it now would let the guard see /login with a token and send the person to /.
    navigate(afterLoginPath(params.get("redirect"), user.roles), { replace: true });
  };
}

function PasswordLogin() {
  const finish = useFinishLogin();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void session.getRememberedLogin().then((remembered) => {
      if (!active || !remembered) return;
      setUsername(remembered.username);
      setRememberMe(remembered.rememberMe);
      if (remembered.password) setPassword(remembered.password);
    });
    return () => {
      active = false;
    };
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = passwordLoginBody({ username, password, rememberMe });
    const next = {
      ...(body.username ? {} : { username: text.usernameRequired }),
      ...(body.password ? {} : { password: text.passwordRequired }),
    };
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    try {
      const pair = await api.post("/teach/auth/login", { body });
      await session.rememberLogin({ username: body.username, password: body.password, rememberMe });
      await finish(pair);
    } catch (error) {
      setErrors({ form: errorText(error) });
      setBusy(false);
    }
  };

  return (
    <Form.Root onSubmit={submit} aria-label={text.title}>
      <AuthField
        label={text.username}
        error={errors.username}
        name="username"
        autoComplete="username"
        placeholder={text.usernamePlaceholder}
        maxLength={30}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <AuthField
        label={text.password}
        error={errors.password}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={text.passwordPlaceholder}
        maxLength={128}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex items-center justify-between">
        <LoginCheckbox id="remember-me" label={text.rememberMe} checked={rememberMe} onCheckedChange={setRememberMe} />
        <Link className="text-sm text-primary-strong hover:underline" to="/password">
          {text.forgot}
        </Link>
      </div>
      <Form.Alert>{errors.form}</Form.Alert>
      <Button type="submit" variant="primary" size="default" className="w-full" disabled={busy}>
        {busy ? text.submitting : text.submit}
      </Button>
    </Form.Root>
  );
}

function SmsLogin() {
  const finish = useFinishLogin();
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [countdown, setCountdown] = useState(0);
  const [errors, setErrors] = useState<{ mobile?: string; code?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => setCountdown((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown]);

  const sendCode = async () => {
    const body = smsLoginBody({ mobile, code });
    if (!isMobile(body.mobile)) {
      setErrors({ mobile: text.mobileInvalid });
      return;
    }
    setErrors({});
    try {
      await api.post("/system/auth/send-sms-code", { body: { mobile: body.mobile, scene: 1 } });
      notifySuccess(text.codeSent);
      setCountdown(SMS_COUNTDOWN_SECONDS);
    } catch (error) {
      setErrors({ form: errorText(error) });
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = smsLoginBody({ mobile, code });
    const next = {
      ...(isMobile(body.mobile) ? {} : { mobile: text.mobileInvalid }),
      ...(body.code ? {} : { code: text.codeRequired }),
    };
    setErrors(next);
    if (next.mobile || next.code) return;
    setBusy(true);
    try {
      await finish(await api.post("/system/auth/sms-login", { body }));
    } catch (error) {
      setErrors({ form: errorText(error) });
      setBusy(false);
    }
  };

  return (
    <Form.Root onSubmit={submit} aria-label={text.smsTitle}>
      <AuthField
        label={text.mobile}
        error={errors.mobile}
        name="mobile"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={text.mobilePlaceholder}
        maxLength={11}
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
      />
      <Form.Field error={errors.code}>
        <Form.Label required>{text.code}</Form.Label>
        <div className="flex gap-2">
          <Form.Control>
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={text.codePlaceholder}
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </Form.Control>
          <Button className="w-36 shrink-0" disabled={countdown > 0} onClick={sendCode}>
            {countdown > 0 ? text.resend(countdown) : text.sendCode}
          </Button>
        </div>
        <Form.Message />
      </Form.Field>
      <Form.Alert>{errors.form}</Form.Alert>
      <Button type="submit" variant="primary" size="default" className="w-full" disabled={busy}>
        {busy ? text.submitting : text.submit}
      </Button>
    </Form.Root>
  );
}

/** The login page: password login or SMS login, and the way to create an account. */
function LoginPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  useEffect(() => () => auth.finishLogin(), [auth]);
  // Why the last session ended when it ended without a click (disabled, password changed elsewhere …).
  // Forgotten when the page is left, not when it first shows: the console may show this page (its guard)
  // a moment before the ended session's full-page navigation to it, which must still find the reason.
  const [sessionEnded] = useState(peekSessionEnd);
  useEffect(() => forgetSessionEnd, []);
  return (
    <AuthCard title={rememberedSystemName()} footer={text.demoHint}>
      <Form.Alert className="mb-4" data-testid="session-ended">
        {sessionEnded}
      </Form.Alert>
      <LoginTabs
        label={text.title}
        tabs={[
          { value: "password", label: text.usePassword, panel: <PasswordLogin /> },
          { value: "sms", label: text.useSms, panel: <SmsLogin /> },
        ]}
      />
      <p className="mt-4 text-center text-sm">
        <Link className="text-primary-strong hover:underline" to={registerPathFor(params.get("redirect"))}>
          {text.register}
        </Link>
      </p>
    </AuthCard>
  );
}

export default LoginPage;
