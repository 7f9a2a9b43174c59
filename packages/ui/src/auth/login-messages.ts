// The login form's texts, Chinese (the default, the spec's texts verbatim) and English. A module of its
// own, apart from the other sign-in forms' texts, because the login page is the lightest page there is.
import { localized, type MessageTable } from "../lib/locale";

const zhCN = {
  title: "账号登录",
  smsTitle: "短信登录",
  username: "用户名",
  usernamePlaceholder: "请输入用户名",
  usernameRequired: "请输入用户名",
  password: "密码",
  passwordPlaceholder: "请输入密码",
  passwordRequired: "请输入密码",
  rememberMe: "记住我",
  submit: "登 录",
  submitting: "登 录 中...",
  mobile: "手机号",
  mobilePlaceholder: "请输入手机号",
  mobileInvalid: "请输入正确的手机号码",
  code: "验证码",
  codePlaceholder: "请输入验证码",
  codeRequired: "请输入验证码",
  sendCode: "获取验证码",
  resend: (seconds: number) => `${seconds} 秒后重新获取`,
  codeSent: "验证码已发送",
  forgot: "忘记密码？",
  usePassword: "账号密码登录",
  useSms: "短信验证码登录",
  register: "注册账号",
};

const en: MessageTable<typeof zhCN> = {
  title: "Sign in",
  smsTitle: "Sign in by text message",
  username: "Username",
  usernamePlaceholder: "Enter your username",
  usernameRequired: "Enter your username",
  password: "Password",
  passwordPlaceholder: "Enter your password",
  passwordRequired: "Enter your password",
  rememberMe: "Remember me",
  submit: "Sign in",
  submitting: "Signing in...",
  mobile: "Mobile number",
  mobilePlaceholder: "Enter your mobile number",
  mobileInvalid: "Enter a valid mobile number",
  code: "Verification code",
  codePlaceholder: "Enter the verification code",
  codeRequired: "Enter the verification code",
  sendCode: "Send code",
  resend: (seconds) => `Resend in ${seconds} s`,
  codeSent: "Verification code sent",
  forgot: "Forgot password?",
  usePassword: "Username and password",
  useSms: "Text message code",
  register: "Create an account",
};

/** The login form's texts in the page's language. */
const loginMessages = localized(zhCN, en);

/** Both tables, for the same-keys check. */
const loginMessageTables = { zhCN, en };

export { loginMessages, loginMessageTables };
