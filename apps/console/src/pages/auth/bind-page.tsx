// /bind?type=&code=&state=: binds a social account to an existing one by signing in with its user name
// and password plus the provider's code (the login call's socialType/socialCode/socialState).
import { AuthCard, AuthLink, authMessages, BindForm } from "@smartclass/ui";
import { useLocation, useNavigate } from "react-router-dom";

import { api } from "../../services/api";
import { AuthProblem } from "./auth-problem";
import { authPageMessages as t } from "./messages";
import { socialCallback } from "./social";
import { useFinishSignIn } from "./use-finish-sign-in";

/** The bind page: an existing account's user name and password, plus the provider's code from the address. */
function BindPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const parsed = socialCallback(search);
  if (!parsed.ok) return <AuthProblem title={authMessages.bind.title} message={t.bind.missing} />;
  const { type, code, state } = parsed.callback;
  return (
    <AuthCard title={authMessages.bind.title}>
      <BindForm
        onSubmit={async ({ username, password }) => {
          const body = { username, password, socialType: type, socialCode: code, socialState: state };
          await finish(await api.post("/teach/auth/login", { body }));
        }}
      />
      <p className="mt-4 text-center text-sm">
        <AuthLink href="/login" onNavigate={(href) => void navigate(href)}>
          {authMessages.backToLogin}
        </AuthLink>
      </p>
    </AuthCard>
  );
}

export default BindPage;
