// /register: a new account with user name, password twice, mobile and the SMS code sent to it. The form
// runs on react-hook-form with the zod schema of register-schema.ts; the server's refusal is shown in the
// form and nothing typed is lost. A registration answers what login answers: the person is signed in.
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Form, FormDialogField, Input } from "@smartclass/ui";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router-dom";
import type { z } from "zod";

import { api } from "../../services/api";
import { notifySuccess } from "../../services/notify";
import { AuthCard } from "./auth-card";
import { authPageMessages } from "./messages";
import { registerSchema, type RegisterValues } from "./register-schema";
import { useFinishSignIn } from "./use-finish-sign-in";
import { useSmsCountdown } from "./use-countdown";
import { errorText } from "./use-one-call";

/** The SMS scene of a registration code (send-sms-code's scene list in the contract). */
const REGISTER_SCENE = 5;

type RegisterOutput = z.output<ReturnType<typeof registerSchema>>;

const EMPTY: RegisterValues = { username: "", password: "", confirm: "", mobile: "", code: "" };

/** The registration page. */
function RegisterPage() {
  const t = authPageMessages.register;
  const [params] = useSearchParams();
  const finish = useFinishSignIn();
  const countdown = useSmsCountdown();
  const [alert, setAlert] = useState<string>();
  const schema = useMemo(() => registerSchema(t), [t]);
  const form = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const busy = form.formState.isSubmitting;

  const sendCode = async () => {
    if (!(await form.trigger("mobile", { shouldFocus: true }))) return;
    setAlert(undefined);
    try {
      const mobile = form.getValues("mobile").trim();
      await api.post("/system/auth/send-sms-code", { body: { mobile, scene: REGISTER_SCENE } });
      notifySuccess(t.codeSent);
      countdown.start();
    } catch (error) {
      setAlert(errorText(error));
    }
  };

  const submit = form.handleSubmit(async ({ username, password, mobile, code }) => {
    setAlert(undefined);
    try {
      const pair = await api.post("/system/auth/register", { body: { username, password, mobile, code } });
      await finish(pair);
    } catch (error) {
      setAlert(errorText(error));
    }
  });

  const codeError = form.formState.errors.code?.message;
  const loginPath = params.get("redirect")
    ? `/login?${new URLSearchParams({ redirect: params.get("redirect") ?? "" })}`
    : "/login";
  return (
    <AuthCard title={t.title}>
      <Form.Root onSubmit={(event) => void submit(event)} aria-label={t.title} aria-busy={busy || undefined}>
        <FormDialogField form={form} name="username" label={t.username} required>
          <Input
            autoComplete="username"
            placeholder={t.usernamePlaceholder}
            maxLength={30}
            {...form.register("username")}
          />
        </FormDialogField>
        <FormDialogField form={form} name="password" label={t.password} required>
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t.passwordPlaceholder}
            maxLength={128}
            {...form.register("password", { deps: ["confirm"] })}
          />
        </FormDialogField>
        <FormDialogField form={form} name="confirm" label={t.confirmPassword} required>
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t.confirmPlaceholder}
            maxLength={128}
            {...form.register("confirm")}
          />
        </FormDialogField>
        <FormDialogField form={form} name="mobile" label={t.mobile} required>
          <Input
            inputMode="numeric"
            autoComplete="tel"
            placeholder={t.mobilePlaceholder}
            maxLength={11}
            {...form.register("mobile")}
          />
        </FormDialogField>
        <Form.Field error={codeError}>
          <Form.Label required>{t.code}</Form.Label>
          <div className="flex gap-2">
            <Form.Control>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t.codePlaceholder}
                maxLength={6}
                {...form.register("code")}
              />
            </Form.Control>
            <Button className="w-36 shrink-0" disabled={countdown.seconds > 0} onClick={() => void sendCode()}>
              {countdown.seconds > 0 ? t.resend(countdown.seconds) : t.sendCode}
            </Button>
          </div>
          <Form.Message />
        </Form.Field>
        <Form.Alert>{alert}</Form.Alert>
        <Button type="submit" variant="primary" size="default" className="w-full" disabled={busy}>
          {busy ? t.submitting : t.submit}
        </Button>
      </Form.Root>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        {t.haveAccount}{" "}
        <Link className="text-primary-strong hover:underline" to={loginPath}>
          {t.toLogin}
        </Link>
      </p>
    </AuthCard>
  );
}

export { RegisterPage };
export default RegisterPage;
