// /password: @smartclass/ui's forgot-password form (mobile, SMS code, new password) for a signed-out
// person, its change-password form (old and new) for a signed-in one, saving through the API.
import { AuthCard, AuthLink, authMessages, ChangePasswordForm, ResetPasswordForm } from "@smartclass/ui";
import { useNavigate } from "react-router-dom";

import { useAuthSnapshot } from "../../auth/auth-context";
import { messages } from "../../messages";
import { api } from "../../services/api";
import { userPasswordRule } from "../system/user/user-form";

/** The SMS scene of a password reset code (send-sms-code's scene list in the contract). */
const RESET_SCENE = 4;

function ForgotPassword() {
  const navigate = useNavigate();
  return (
    <ResetPasswordForm
      passwordRule={userPasswordRule()}
      onSendCode={async (mobile) => {
        await api.post("/system/auth/send-sms-code", { body: { mobile, scene: RESET_SCENE } });
      }}
      onSubmit={async (body) => {
        await api.post("/teach/user/forgotPassword", { body });
        void navigate("/login", { replace: true });
      }}
    />
  );
}

function ChangePassword() {
  return (
    <ChangePasswordForm
      passwordRule={userPasswordRule()}
      onSubmit={async (body) => {
        await api.post("/teach/user/update-password", { body });
      }}
    />
  );
}

/** The password page: forgot password when signed out, change password when signed in. */
function PasswordPage() {
  const { accessToken } = useAuthSnapshot();
  const navigate = useNavigate();
  const t = authMessages.password;
  return (
    <AuthCard title={accessToken ? t.changeTitle : t.title}>
      {accessToken ? <ChangePassword /> : <ForgotPassword />}
      <p className="mt-4 text-center text-sm">
        <AuthLink href={accessToken ? "/" : "/login"} onNavigate={(href) => void navigate(href)}>
          {accessToken ? messages.home : messages.password.backToLogin}
        </AuthLink>
      </p>
    </AuthCard>
  );
}

export default PasswordPage;
