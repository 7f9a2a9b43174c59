// /register: @smartclass/ui's registration form registering through the API. A registration answers
// what login answers: the person is signed in and goes back to the login page's `redirect`.
import { AuthCard, authMessages, RegisterForm } from "@smartclass/ui";
import { useNavigate, useSearchParams } from "react-router-dom";

import { api } from "../../services/api";
import { userPasswordRule } from "../system/user/user-form";
import { useFinishSignIn } from "./use-finish-sign-in";

/** The SMS scene of a registration code (send-sms-code's scene list in the contract). */
const REGISTER_SCENE = 5;

/** The registration page. */
function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const redirect = params.get("redirect");
  const loginPath = redirect ? `/login?${new URLSearchParams({ redirect })}` : "/login";
  return (
    <AuthCard title={authMessages.register.title}>
      <RegisterForm
        passwordRule={userPasswordRule()}
        loginHref={loginPath}
        onNavigate={(href) => void navigate(href)}
        onSendCode={async (mobile) => {
          await api.post("/system/auth/send-sms-code", { body: { mobile, scene: REGISTER_SCENE } });
        }}
        onSubmit={async (body) => finish(await api.post("/system/auth/register", { body }))}
      />
    </AuthCard>
  );
}

export default RegisterPage;
