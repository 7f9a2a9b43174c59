import { Form, Input } from "@smartclass/ui";
import type * as React from "react";

/** The centred card of the login and password pages (page composition only). */
function AuthCard({ title, footer, children }: { title: string; footer?: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4 py-10">
      <div className="w-full max-w-[420px] rounded-lg border bg-card p-8 text-foreground shadow-lg">
        <h1 className="mb-6 text-center text-2xl font-semibold">{title}</h1>
        {children}
        {footer ? <p className="mt-6 text-center text-xs text-muted-foreground">{footer}</p> : null}
      </div>
    </main>
  );
}

/** A required text field of the login and password forms: label, input, and its error under it. */
function AuthField({
  label,
  error,
  ...input
}: { label: string; error: string | undefined } & React.ComponentProps<typeof Input>) {
  return (
    <Form.Field error={error}>
      <Form.Label required>{label}</Form.Label>
      <Form.Control>
        <Input {...input} />
      </Form.Control>
      <Form.Message />
    </Form.Field>
  );
}

export { AuthCard, AuthField };
