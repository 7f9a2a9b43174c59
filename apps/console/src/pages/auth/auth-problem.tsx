import { Button, Form } from "@smartclass/ui";
import type * as React from "react";
import { Link } from "react-router-dom";

import { AuthCard } from "./auth-card";
import { authPageMessages as t } from "./messages";

/** A sign-in flow that cannot go on: the server's (or the page's) message and the way back to login. */
function AuthProblem({ title, message, children }: { title: string; message: string; children?: React.ReactNode }) {
  return (
    <AuthCard title={title}>
      <div className="flex flex-col gap-4">
        <Form.Alert>{message}</Form.Alert>
        {children}
        <Button asChild variant="primary" className="w-full">
          <Link to="/login">{t.backToLogin}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

/** A sign-in flow waiting on the server. */
function AuthWaiting({ title, text }: { title: string; text: string }) {
  return (
    <AuthCard title={title}>
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
        <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
        {text}
      </p>
    </AuthCard>
  );
}

export { AuthProblem, AuthWaiting };
