// The sign-in forms and what a host needs around them; the parts they share among themselves stay inside.
export { AuthCard, AuthField, AuthLink } from "./auth-card";
export type { AuthCardProps, AuthFieldProps, AuthLinkProps, AuthNavigation } from "./auth-card";
export { authMessages } from "./auth-messages";
export { AuthProblem, AuthWaiting } from "./auth-problem";
export type { AuthProblemProps } from "./auth-problem";
export { BindForm } from "./bind-form";
export type { BindFormProps, BindValues } from "./bind-form";
export { LoginForm } from "./login-form";
export type { LoginFormProps, RememberedLogin, SmsCountdownOptions } from "./login-form";
export { loginMessages } from "./login-messages";
export { ChangePasswordForm, ResetPasswordForm } from "./password-forms";
export type {
  ChangePasswordFormProps,
  ChangePasswordValues,
  ResetPasswordFormProps,
  ResetPasswordValues,
} from "./password-forms";
export { RegisterForm } from "./register-form";
export type { RegisterFormProps } from "./register-form";
export { registerSchema } from "./register-schema";
export type { RegisterFormValues, RegisterTexts, RegisterValues } from "./register-schema";
export { isMainlandMobile, newPasswordError, SMS_COUNTDOWN_SECONDS } from "./sign-in-rules";
export type { PasswordLoginValues, SmsLoginValues } from "./sign-in-rules";
