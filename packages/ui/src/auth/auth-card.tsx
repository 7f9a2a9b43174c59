// The frame and small parts every sign-in form shares: the centred card, a required text field with its
// error under it, a link that a router can follow, and the send-code button with its wait.
import type * as React from "react";

import { cn } from "../lib/cn";
import { Button } from "../components/button";
import { Form } from "../components/form";
import { Input } from "../components/input";

type AuthCardProps = {
  /** The card's heading (the system's name on the login page). */
  title: string;
  /** A small note under the card's content. */
  footer?: React.ReactNode;
  children: React.ReactNode;
};

/** The centred card of the sign-in pages, on a page of its own. */
function AuthCard({ title, footer, children }: AuthCardProps) {
  return (
    <main data-slot="auth-card" className="flex min-h-screen items-center justify-center bg-muted px-4 py-10">
      <div className="w-full max-w-[420px] rounded-lg border bg-card p-8 text-foreground shadow-lg">
        <h1 className="mb-6 text-center text-2xl font-semibold">{title}</h1>
        {children}
        {footer ? <p className="mt-6 text-center text-xs text-muted-foreground">{footer}</p> : null}
      </div>
    </main>
  );
}

type AuthFieldProps = { label: string; error: string | undefined } & React.ComponentProps<typeof Input>;

/** A required text field of the sign-in forms: label, input, and its error under it. */
function AuthField({ label, error, ...input }: AuthFieldProps) {
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

/** Where a sign-in form's links lead; `onNavigate` lets the host's router follow them (a plain link without). */
type AuthNavigation = { onNavigate?: (href: string) => void };

type AuthLinkProps = React.ComponentProps<"a"> & AuthNavigation & { href: string };

/** Lets the host's router follow a plain click on a link; a modified click opens a new tab as links do. */
function followLink(event: React.MouseEvent<HTMLAnchorElement>, href: string, onNavigate?: (href: string) => void) {
  if (!onNavigate || event.defaultPrevented) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  onNavigate(href);
}

/** A link of the sign-in forms, followed by the host's router when it gives `onNavigate`. */
function AuthLink({ href, onNavigate, className, onClick, children, ...props }: AuthLinkProps) {
  return (
    <a
      href={href}
      className={cn("text-primary-strong hover:underline", className)}
      onClick={(event) => {
        onClick?.(event);
        followLink(event, href, onNavigate);
      }}
      {...props}
    >
      {children}
    </a>
  );
}

type SendCodeButtonProps = {
  /** Seconds left before another code may be sent (0: may send now). */
  seconds: number;
  label: string;
  resend: (seconds: number) => string;
  onClick: () => void;
  className?: string;
};

/** 获取验证码, or the seconds left before another code may be sent. */
function SendCodeButton({ seconds, label, resend, onClick, className }: SendCodeButtonProps) {
  return (
    <Button className={cn("w-36 shrink-0", className)} disabled={seconds > 0} onClick={onClick}>
      {seconds > 0 ? resend(seconds) : label}
    </Button>
  );
}

export { AuthCard, AuthField, AuthLink, followLink, SendCodeButton };
export type { AuthCardProps, AuthFieldProps, AuthLinkProps, AuthNavigation };
