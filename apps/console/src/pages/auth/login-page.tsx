// The login page: @smartclass/ui's login form (password or SMS code, 记住我, the send-code wait) signing
// in through the API; the remembered login, the reason a session ended, and the way back afterwards.
import type { TokenPair } from "@smartclass/api";
import { AuthCard, Form, LoginForm, type RememberedLogin } from "@smartclass/ui";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";

import { useAuth } from "../../auth/auth-context";
import { forgetSessionEnd, peekSessionEnd } from "../../auth/session-end-notice";
import { afterLoginPath, registerPathFor } from "../../auth/login-form";
import { messages } from "../../messages";
import { api, session } from "../../services/api";
import { rememberedSystemName } from "../../shell/system-name-memory";

/** The SMS scene of a login code (send-sms-code's scene list in the contract). */
const LOGIN_SCENE = 1;

/** The login page: password login or SMS login, and the way to create an account. */
function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [remembered, setRemembered] = useState<RememberedLogin>();
  useEffect(() => () => auth.finishLogin(), [auth]);
  useEffect(() => {
    let active = true;
    void session.getRememberedLogin().then((login) => {
      if (active && login) setRemembered(login);
    });
    return () => {
      active = false;
    };
  }, []);
  // Why the last session ended when it ended without a click (disabled, password changed elsewhere …).
  // Forgotten when the page is left, not when it first shows: the console may show this page (its guard)
  // a moment before the ended session's full-page navigation to it, which must still find the reason.
  const [sessionEnded] = useState(peekSessionEnd);
  useEffect(() => forgetSessionEnd, []);

  /** After a token pair: load the user, then go back to the redirect or the person's area. */
  const finish = async (pair: TokenPair) => {
    const user = await auth.login(pair);
    // The login ends when this page unmounts (above): React Router applies the navigation in a
    // transition, and ending it now would let the guard see /login with a token and send the person to /.
    navigate(afterLoginPath(params.get("redirect"), user.roles), { replace: true });
  };

  return (
    <AuthCard title={rememberedSystemName()} footer={messages.login.demoHint}>
      <Form.Alert className="mb-4" data-testid="session-ended">
        {sessionEnded}
      </Form.Alert>
      <LoginForm
        remembered={remembered}
        forgotHref="/password"
        registerHref={registerPathFor(params.get("redirect"))}
        onNavigate={(href) => void navigate(href)}
        onPasswordLogin={async (body) => {
          const pair = await api.post("/teach/auth/login", { body });
          await session.rememberLogin(body);
          await finish(pair);
        }}
        onSmsLogin={async (body) => finish(await api.post("/system/auth/sms-login", { body }))}
        onSendCode={async (mobile) => {
          await api.post("/system/auth/send-sms-code", { body: { mobile, scene: LOGIN_SCENE } });
        }}
      />
    </AuthCard>
  );
}

export default LoginPage;
