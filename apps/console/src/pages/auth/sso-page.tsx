// /sso: a client application asks, through the OAuth2 authorisation-code or implicit flow, to act for the
// signed-in person. Signed out → login first (and back here). Signed in → the client's request is checked
// and approved silently when every scope was approved before; otherwise the person decides on the consent
// widget. The server answers where to go (the client's registered redirect URI with a code, a token or
// error=access_denied); an unregistered redirect URI is refused by the server and its message shown here.
import type { components } from "@smartclass/api";
import { AuthCard, OAuthConsent } from "@smartclass/ui";
import { useEffect, useMemo, useState } from "react";
import { Navigate, useLocation } from "react-router-dom";

import { useAuthSnapshot } from "../../auth/auth-context";
import { loginPathFor } from "../../guard/decide";
import { api } from "../../services/api";
import { AuthProblem, AuthWaiting } from "./auth-problem";
import { authPageMessages as t } from "./messages";
import {
  authorizeForm,
  consentScopes,
  encodeAuthorizeForm,
  isHttpUrl,
  parseSsoQuery,
  type SsoRequest,
} from "./sso-request";
import { errorText, useOneCall } from "./use-one-call";

type AuthorizeInfo = components["schemas"]["OAuth2AuthorizeInfo"];

/** Sends a decision (or a silent approval) form-encoded; resolves with the URL to go to, or "" to ask. */
function postDecision(request: SsoRequest, decision?: Record<string, boolean>): Promise<string> {
  return api.post("/system/oauth2/authorize", {
    body: authorizeForm(request, decision),
    bodySerializer: encodeAuthorizeForm,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** The client's details, then a silent approval: the URL to go to at once, or what to ask the person. */
async function startAuthorization(request: SsoRequest): Promise<{ url: string; info: AuthorizeInfo }> {
  const info = await api.get("/system/oauth2/authorize", { params: { query: { clientId: request.clientId } } });
  return { url: await postDecision(request), info };
}

function Consent({ request }: { request: SsoRequest }) {
  const { user } = useAuthSnapshot();
  const start = useOneCall(JSON.stringify(request), () => startAuthorization(request));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const [refused, setRefused] = useState<string>();

  // The server built the address from the client's registered redirect URI; still, only http(s) is followed.
  const leave = (url: string) => {
    if (!isHttpUrl(url)) {
      setRefused(t.sso.badRedirect);
      return;
    }
    setLeaving(true);
    window.location.assign(url);
  };

  // Every scope approved before: straight back to the client, nothing to ask.
  const silentUrl = start.state === "done" ? start.value.url : "";
  const silentFollowable = isHttpUrl(silentUrl);
  useEffect(() => {
    if (silentFollowable) window.location.assign(silentUrl);
  }, [silentFollowable, silentUrl]);

  if (start.state === "failed") return <AuthProblem title={t.sso.failed} message={start.message} />;
  if (refused || (silentUrl && !silentFollowable)) {
    return <AuthProblem title={t.sso.failed} message={refused ?? t.sso.badRedirect} />;
  }
  if (leaving || silentUrl) return <AuthWaiting title={t.sso.title} text={t.sso.redirecting} />;

  const info = start.state === "done" ? start.value.info : undefined;
  const scopes = info ? consentScopes(request, info.scopes) : [];
  const decide = async (decision: Record<string, boolean>) => {
    setBusy(true);
    setError(undefined);
    try {
      leave(await postDecision(request, decision));
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t.sso.title}>
      <OAuthConsent
        client={info?.client}
        user={{ name: user?.nickname || user?.userName || "", avatar: user?.avatar }}
        scopes={scopes}
        busy={busy}
        error={error}
        onApprove={(decision) => void decide(decision)}
        onDeny={() => void decide(Object.fromEntries(scopes.map((scope) => [scope.key, false])))}
      />
    </AuthCard>
  );
}

/** The OAuth2 authorisation page (/sso). */
function SsoPage() {
  const location = useLocation();
  const { accessToken } = useAuthSnapshot();
  const parsed = useMemo(() => parseSsoQuery(location.search), [location.search]);
  if (!accessToken) return <Navigate to={loginPathFor(location)} replace />;
  if (!parsed.ok) {
    const problems = [
      ...(parsed.missing.length ? [t.sso.missing(parsed.missing)] : []),
      ...(parsed.badResponseType ? [t.sso.badResponseType] : []),
    ];
    return <AuthProblem title={t.sso.failed} message={problems.join("；")} />;
  }
  return <Consent request={parsed.request} />;
}

export default SsoPage;
