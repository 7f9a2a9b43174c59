// The social login round trip. /auth-redirect asks the server for the provider's authorisation address
// and goes there; the provider comes back to /social-login (or Gitee's /oauthLogin/gitee) with code and
// state, which the server exchanges for a login. The reference server has no provider configured and
// says so: these pages show its message as it is, with the way back to login (and to binding).
import { Button } from "@smartclass/ui";
import { useEffect, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router-dom";

import { api } from "../../services/api";
import { AuthProblem, AuthWaiting } from "./auth-problem";
import { authPageMessages as t } from "./messages";
import {
  bindPath,
  GITEE_SOCIAL_TYPE,
  type SocialCallback,
  socialCallback,
  socialRedirectUri,
  socialType,
} from "./social";
import { isHttpUrl } from "./sso-request";
import { useFinishSignIn } from "./use-finish-sign-in";
import { useOneCall } from "./use-one-call";

function ToProvider({ type, redirect }: { type: number; redirect: string | null }) {
  const redirectUri = socialRedirectUri(window.location.origin, type, redirect);
  const call = useOneCall(redirectUri, () =>
    api.get("/system/auth/social-auth-redirect", { params: { query: { type, redirectUri } } }),
  );
  const url = call.state === "done" ? call.value : "";
  const followable = isHttpUrl(url);
  useEffect(() => {
    if (followable) window.location.assign(url);
  }, [followable, url]);
  if (call.state === "failed") return <AuthProblem title={t.social.failed} message={call.message} />;
  if (call.state === "done" && !followable)
    return <AuthProblem title={t.social.failed} message={t.social.badRedirect} />;
  return <AuthWaiting title={t.social.title} text={t.social.toProvider} />;
}

/** /auth-redirect?type=&redirect=: goes to the social platform's authorisation page. */
function AuthRedirectPage() {
  const [params] = useSearchParams();
  const type = socialType(params.get("type"));
  if (type === null) return <AuthProblem title={t.social.failed} message={t.social.missingType} />;
  return <ToProvider type={type} redirect={params.get("redirect")} />;
}

function SocialSignIn({ callback }: { callback: SocialCallback }) {
  const [params] = useSearchParams();
  const finish = useFinishSignIn();
  const [failed, setFailed] = useState<string>();
  const call = useOneCall(JSON.stringify(callback), () => api.post("/system/auth/social-login", { body: callback }));
  const pair = call.state === "done" ? call.value : null;
  useEffect(() => {
    if (pair) finish(pair).catch((error: unknown) => setFailed(error instanceof Error ? error.message : String(error)));
    // `finish` is a new function each render; the token pair alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pair]);
  const message = call.state === "failed" ? call.message : failed;
  if (message) {
    return (
      <AuthProblem title={t.social.failed} message={message}>
        <Button asChild className="w-full">
          <Link to={bindPath(callback, params.get("redirect"))}>{t.social.bindExisting}</Link>
        </Button>
      </AuthProblem>
    );
  }
  return <AuthWaiting title={t.social.title} text={t.social.signingIn} />;
}

/** /social-login?type=&code=&state= (and /oauthLogin/gitee, whose type is implied): signs in with the provider's code. */
function SocialLoginPage({ fallbackType }: { fallbackType?: number }) {
  const { search } = useLocation();
  const parsed = socialCallback(search, fallbackType);
  if (!parsed.ok) {
    const message = parsed.missing === "type" ? t.social.missingType : t.social.missingCode;
    return <AuthProblem title={t.social.failed} message={message} />;
  }
  return <SocialSignIn callback={parsed.callback} />;
}

/** /oauthLogin/gitee: Gitee's callback. */
function GiteeLoginPage() {
  return <SocialLoginPage fallbackType={GITEE_SOCIAL_TYPE} />;
}

export { AuthRedirectPage, GiteeLoginPage, SocialLoginPage };
