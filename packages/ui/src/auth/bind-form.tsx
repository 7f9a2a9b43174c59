// Binding a social account to an existing one: the existing account's user name and password. It calls
// no server: the host signs in with them and the provider's code through `onSubmit`.
import * as React from "react";

import { Button } from "../components/button";
import { Form } from "../components/form";
import { AuthField } from "./auth-card";
import { authMessages } from "./auth-messages";
import { failureText } from "./sign-in-rules";

type BindValues = { username: string; password: string };

type BindFormProps = {
  /**
   * Binds and signs in with the user name (trimmed) and password. While it runs the button says 绑定中...;
   * a rejection's message is shown with the form. After it resolves the form stays busy: the host leaves the page.
   */
  onSubmit: (values: BindValues) => Promise<void>;
};

/** The existing account's user name and password, to bind a social account to it. */
function BindForm({ onSubmit }: BindFormProps) {
  const t = authMessages.bind;
  const [username, setUsername] = React.useState("");
  const [password, setPassword] = React.useState("");
  const [errors, setErrors] = React.useState<{ username?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = React.useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const next = {
      ...(name ? {} : { username: t.usernameRequired }),
      ...(password ? {} : { password: t.passwordRequired }),
    };
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    try {
      await onSubmit({ username: name, password });
    } catch (error) {
      setErrors({ form: failureText(error) });
      setBusy(false);
    }
  };

  return (
    <Form.Root onSubmit={submit} aria-label={t.title} aria-busy={busy || undefined}>
      <p className="text-sm text-muted-foreground">{t.hint}</p>
      <AuthField
        label={t.username}
        error={errors.username}
        name="username"
        autoComplete="username"
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
        maxLength={128}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Form.Alert>{errors.form}</Form.Alert>
      <Button type="submit" variant="primary" size="default" className="w-full" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </Button>
    </Form.Root>
  );
}

export { BindForm };
export type { BindFormProps, BindValues };
