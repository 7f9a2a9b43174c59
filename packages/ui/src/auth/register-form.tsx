// The registration form: user name, password twice, mobile and the SMS code sent to it. It runs on
// react-hook-form with the zod schema of register-schema.ts; a rejection's text is shown in the form and
// nothing typed is lost. It calls no server: the host registers (and signs in) through the callbacks.
import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import type { PasswordRule } from "../admin/user/user-schema";
import { Button } from "../components/button";
import { Form } from "../components/form";
import { FormDialogField } from "../components/form-dialog";
import { Input } from "../components/input";
import { message } from "../components/toaster";
import { AuthLink, type AuthNavigation, SendCodeButton } from "./auth-card";
import { authMessages } from "./auth-messages";
import type { SmsCountdownOptions } from "./login-form";
import { registerSchema, type RegisterFormValues, type RegisterValues } from "./register-schema";
import { failureText } from "./sign-in-rules";
import { useSmsCountdown } from "./use-sms-countdown";

type RegisterFormProps = AuthNavigation & {
  /** Registers (user name, mobile and code trimmed); a rejection's message is shown with the form. */
  onSubmit: (values: RegisterValues) => Promise<void>;
  /** Sends a registration code to a valid mobile number; when it resolves 验证码已发送 shows and the wait starts. */
  onSendCode: (mobile: string) => Promise<void>;
  /** The one password rule of every form that sets a password, with its message. */
  passwordRule: PasswordRule;
  /** 直接登录 leads here. */
  loginHref: string;
  countdown?: SmsCountdownOptions;
};

type RegisterOutput = z.output<ReturnType<typeof registerSchema>>;

const EMPTY: RegisterFormValues = { username: "", password: "", confirm: "", mobile: "", code: "" };

/** The registration form, with the way back to login under it. */
function RegisterForm({
  onSubmit,
  onSendCode,
  passwordRule,
  loginHref,
  onNavigate,
  countdown: options,
}: RegisterFormProps) {
  const t = authMessages.register;
  const countdown = useSmsCountdown(options?.seconds, options?.stepMs);
  const [alert, setAlert] = React.useState<string>();
  const { min, max, message: ruleMessage } = passwordRule;
  const schema = React.useMemo(() => registerSchema(t, { min, max, message: ruleMessage }), [t, min, max, ruleMessage]);
  const form = useForm<RegisterFormValues, unknown, RegisterOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const busy = form.formState.isSubmitting;

  const sendCode = async () => {
    if (!(await form.trigger("mobile", { shouldFocus: true }))) return;
    setAlert(undefined);
    try {
      await onSendCode(form.getValues("mobile").trim());
      message.success(t.codeSent);
      countdown.start();
    } catch (error) {
      setAlert(failureText(error));
    }
  };

  const submit = form.handleSubmit(async ({ username, password, mobile, code }) => {
    setAlert(undefined);
    try {
      await onSubmit({ username, password, mobile, code });
    } catch (error) {
      setAlert(failureText(error));
    }
  });

  return (
    <div data-slot="register-form">
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
        <Form.Field error={form.formState.errors.code?.message}>
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
            <SendCodeButton
              seconds={countdown.seconds}
              label={t.sendCode}
              resend={t.resend}
              onClick={() => void sendCode()}
            />
          </div>
          <Form.Message />
        </Form.Field>
        <Form.Alert>{alert}</Form.Alert>
        <Button type="submit" variant="primary" size="default" className="w-full" disabled={busy}>
          {busy ? t.submitting : t.submit}
        </Button>
      </Form.Root>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        {t.haveAccount} {/* Underlined: inside a sentence, colour alone does not tell the link from the text. */}
        <AuthLink className="underline underline-offset-2" href={loginHref} onNavigate={onNavigate}>
          {t.toLogin}
        </AuthLink>
      </p>
    </div>
  );
}

export { RegisterForm };
export type { RegisterFormProps };
