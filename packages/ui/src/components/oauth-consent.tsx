import { Loader2Icon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";
import { Avatar } from "./avatar";
import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { Form } from "./form";
import { Label } from "./label";
import { oauthConsentMessages as t } from "./oauth-consent-messages";

/** The application asking for access. */
type OAuthConsentClient = { name: string; logo?: string | null };

/** One requested scope; `approved` when the person approved it before (and the approval still holds). */
type OAuthConsentScope = { key: string; approved?: boolean };

type OAuthConsentProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The client, or `undefined` while the request is loading. */
  client: OAuthConsentClient | undefined;
  /** The signed-in person who decides. */
  user: { name: string; avatar?: string | null };
  /** The scopes the client asks for; each starts checked. */
  scopes: readonly OAuthConsentScope[];
  /** Called with every requested scope → whether the person left it checked. */
  onApprove: (scopes: Record<string, boolean>) => void;
  /** Called when the person refuses. */
  onDeny: () => void;
  /** The decision is being sent: both buttons wait. */
  busy?: boolean;
  /** Why the last decision failed (shown above the buttons). */
  error?: string;
};

/**
 * The OAuth2 consent screen: the client, the signed-in person and each requested scope as a checkbox
 * (checked by default, earlier approvals noted), with 同意授权 and 拒绝. Knows nothing of the API.
 */
function OAuthConsent({
  client,
  user,
  scopes,
  onApprove,
  onDeny,
  busy = false,
  error,
  className,
  ...props
}: OAuthConsentProps) {
  const id = React.useId();
  // Only the scopes the person touched are stored: any other scope is checked.
  const [unchecked, setUnchecked] = React.useState<Record<string, boolean>>({});
  const [noneChecked, setNoneChecked] = React.useState(false);
  const isChecked = (key: string) => unchecked[key] !== true;

  if (!client) {
    return (
      <section
        data-slot="oauth-consent"
        data-state="loading"
        aria-label={t.region}
        aria-busy
        className={cn("flex flex-col items-center gap-3 py-8 text-sm text-muted-foreground", className)}
        {...props}
      >
        <Loader2Icon className="size-6 animate-spin" aria-hidden />
        <p role="status">{t.loading}</p>
      </section>
    );
  }

  const titleId = `${id}-title`;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const decision = Object.fromEntries(scopes.map((scope) => [scope.key, isChecked(scope.key)]));
    if (scopes.length > 0 && !Object.values(decision).some(Boolean)) {
      setNoneChecked(true);
      return;
    }
    onApprove(decision);
  };

  return (
    <section
      data-slot="oauth-consent"
      data-state={busy ? "busy" : error ? "error" : "idle"}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className={cn("flex flex-col gap-5", className)}
      {...props}
    >
      <header data-slot="oauth-consent-header" className="flex flex-col items-center gap-3 text-center">
        <Avatar src={client.logo || undefined} name={client.name} size={56} className="rounded-lg" />
        <h2 id={titleId} className="text-lg font-semibold text-foreground">
          {t.title(client.name)}
        </h2>
        <p data-slot="oauth-consent-user" className="flex items-center gap-2 text-sm text-muted-foreground">
          <span>{t.signedInAs}</span>
          <Avatar src={user.avatar || undefined} name={user.name} size={24} aria-hidden />
          <span className="font-medium text-foreground">{user.name}</span>
        </p>
      </header>
      <Form.Root onSubmit={submit} aria-labelledby={titleId}>
        <fieldset data-slot="oauth-consent-scopes" className="flex flex-col gap-2 rounded-md border p-4">
          <legend className="px-1 text-sm text-muted-foreground">{t.scopesLegend}</legend>
          {scopes.map((scope) => {
            const controlId = `${id}-scope-${scope.key}`;
            return (
              <div key={scope.key} data-slot="oauth-consent-scope" className="flex items-center gap-2">
                <Checkbox
                  id={controlId}
                  checked={isChecked(scope.key)}
                  disabled={busy}
                  aria-describedby={scope.approved ? `${controlId}-approved` : undefined}
                  onCheckedChange={(value) => {
                    setNoneChecked(false);
                    setUnchecked((current) => ({ ...current, [scope.key]: value !== true }));
                  }}
                />
                <Label htmlFor={controlId} className="font-mono">
                  {scope.key}
                </Label>
                {scope.approved ? (
                  <span
                    id={`${controlId}-approved`}
                    className="rounded-sm bg-primary-soft px-1.5 py-0.5 text-xs text-primary-strong"
                  >
                    {t.alreadyApproved}
                  </span>
                ) : null}
              </div>
            );
          })}
        </fieldset>
        <Form.Alert>{noneChecked ? t.noScopeChecked : error}</Form.Alert>
        <div className="flex justify-end gap-3">
          <Button disabled={busy} onClick={onDeny}>
            {t.deny}
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
            {t.approve}
          </Button>
        </div>
        {busy ? (
          <span role="status" className="sr-only">
            {t.submitting}
          </span>
        ) : null}
      </Form.Root>
    </section>
  );
}

export { OAuthConsent };
export type { OAuthConsentClient, OAuthConsentProps, OAuthConsentScope };
