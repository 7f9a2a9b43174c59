// A sign-in flow that cannot go on (a refused social login, a bad authorization request …), or one
// waiting on the server: the card with the message, and the way back to login.
import type * as React from "react";

import { Button } from "../components/button";
import { Form } from "../components/form";
import { AuthCard, type AuthNavigation, followLink } from "./auth-card";
import { authMessages } from "./auth-messages";

type AuthProblemProps = AuthNavigation & {
  title: string;
  /** What went wrong: the server's (or the page's) text. */
  message: string;
  /** 返回登录 leads here. */
  loginHref: string;
  /** Another way on, above 返回登录 (e.g. binding an existing account). */
  children?: React.ReactNode;
};

/** A sign-in flow that cannot go on: the message and the way back to login. */
function AuthProblem({ title, message, loginHref, onNavigate, children }: AuthProblemProps) {
  return (
    <AuthCard title={title}>
      <div className="flex flex-col gap-4">
        <Form.Alert>{message}</Form.Alert>
        {children}
        <Button asChild variant="primary" className="w-full">
          <a href={loginHref} onClick={(event) => followLink(event, loginHref, onNavigate)}>
            {authMessages.backToLogin}
          </a>
        </Button>
      </div>
    </AuthCard>
  );
}

/** A sign-in flow waiting on the server: its title and what it is doing. */
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
export type { AuthProblemProps };
