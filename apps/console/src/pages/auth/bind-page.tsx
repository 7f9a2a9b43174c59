// /bind?type=&code=&state=: binds a social account to an existing one by signing in with its user name
// and password plus the provider's code (the login call's socialType/socialCode/socialState).
import { Button, Form } from "@smartclass/ui";
import { useState } from "react";
import type * as React from "react";
import { Link, useLocation } from "react-router-dom";

import { passwordLoginBody } from "../../auth/login-form";
import { api } from "../../services/api";
import { AuthCard, AuthField } from "./auth-card";
import { AuthProblem } from "./auth-problem";
import { authPageMessages as t } from "./messages";
import { type SocialCallback, socialCallback } from "./social";
import { useFinishSignIn } from "./use-finish-sign-in";
import { errorText } from "./use-one-call";

function BindForm({ callback }: { callback: SocialCallback }) {
  const finish = useFinishSignIn();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ username?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { username: name, password: secret } = passwordLoginBody({ username, password, rememberMe: false });
    const next = {
      ...(name ? {} : { username: t.bind.usernameRequired }),
      ...(secret ? {} : { password: t.bind.passwordRequired }),
    };
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    try {
      const pair = await api.post("/teach/auth/login", {
        body: {
          username: name,
          password: secret,
          socialType: callback.type,
          socialCode: callback.code,
          socialState: callback.state,
        },
      });
      await finish(pair);
    } catch (error) {
      setErrors({ form: errorText(error) });
      setBusy(false);
    }
  };

  return (
    <Form.Root onSubmit={submit} aria-label={t.bind.title}>
      <p className="text-sm text-muted-foreground">{t.bind.hint}</p>
      <AuthField
        label={t.bind.username}
        error={errors.username}
        name="username"
        autoComplete="username"
        maxLength={30}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <AuthField
        label={t.bind.password}
        error={errors.password}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Form.Alert>{errors.form}</Form.Alert>
      <Button type="submit" variant="primary" size="default" className="w-full" disabled={busy}>
        {busy ? t.bind.submitting : t.bind.submit}
      </Button>
    </Form.Root>
  );
}

/** The bind page: an existing account's user name and password, plus the provider's code from the address. */
function BindPage() {
  const { search } = useLocation();
  const parsed = socialCallback(search);
  if (!parsed.ok) return <AuthProblem title={t.bind.title} message={t.bind.missing} />;
  return (
    <AuthCard title={t.bind.title}>
      <BindForm callback={parsed.callback} />
      <p className="mt-4 text-center text-sm">
        <Link className="text-primary-strong hover:underline" to="/login">
          {t.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}

export { BindPage };
export default BindPage;
