// The texts of the sign-in forms besides login (registration, forgot and change password, binding a
// social account, a flow that cannot go on), Chinese (the default, the spec's texts verbatim) and English.
import { localized, type MessageTable } from "../lib/locale";

const zhCN = {
  backToLogin: "返回登录",
  register: {
    title: "注册账号",
    username: "用户名",
    usernamePlaceholder: "4 到 30 位字母、数字或下划线",
    usernameRequired: "请输入用户名",
    usernameRule: "用户名为 4 到 30 位字母、数字或下划线",
    password: "密码",
    passwordPlaceholder: "请输入密码",
    confirmPassword: "确认密码",
    confirmPlaceholder: "请再次输入密码",
    confirmRequired: "请再次输入密码",
    mismatch: "两次输入的密码不一致",
    mobile: "手机号",
    mobilePlaceholder: "请输入手机号",
    mobileInvalid: "请输入正确的手机号码",
    code: "验证码",
    codePlaceholder: "请输入验证码",
    codeRequired: "请输入验证码",
    sendCode: "获取验证码",
    resend: (seconds: number) => `${seconds} 秒后重新获取`,
    codeSent: "验证码已发送",
    submit: "注册",
    submitting: "注册中...",
    haveAccount: "已有账号？",
    toLogin: "直接登录",
  },
  password: {
    title: "忘记密码",
    changeTitle: "修改密码",
    mobile: "手机号",
    code: "验证码",
    newPassword: "新密码",
    confirmPassword: "确认密码",
    oldPassword: "旧密码",
    mismatch: "两次输入的密码不一致",
    submit: "确 定",
    done: "修改成功",
  },
  bind: {
    title: "绑定账号",
    hint: "输入已有账号的用户名和密码，第三方账号将与它绑定并登录",
    username: "用户名",
    password: "密码",
    usernameRequired: "请输入用户名",
    passwordRequired: "请输入密码",
    submit: "绑定并登录",
    submitting: "绑定中...",
  },
};

const en: MessageTable<typeof zhCN> = {
  backToLogin: "Back to sign-in",
  register: {
    title: "Create an account",
    username: "User name",
    usernamePlaceholder: "4–30 letters, digits or underscores",
    usernameRequired: "Enter a user name",
    usernameRule: "A user name has 4–30 letters, digits or underscores",
    password: "Password",
    passwordPlaceholder: "Enter a password",
    confirmPassword: "Confirm password",
    confirmPlaceholder: "Enter the password again",
    confirmRequired: "Enter the password again",
    mismatch: "The two passwords do not match",
    mobile: "Mobile",
    mobilePlaceholder: "Enter your mobile number",
    mobileInvalid: "Enter a valid mobile number",
    code: "Code",
    codePlaceholder: "Enter the code",
    codeRequired: "Enter the code",
    sendCode: "Get code",
    resend: (seconds) => `Resend in ${seconds}s`,
    codeSent: "Code sent",
    submit: "Sign up",
    submitting: "Signing up...",
    haveAccount: "Already have an account?",
    toLogin: "Sign in",
  },
  password: {
    title: "Forgot password",
    changeTitle: "Change password",
    mobile: "Mobile number",
    code: "Verification code",
    newPassword: "New password",
    confirmPassword: "Confirm password",
    oldPassword: "Current password",
    mismatch: "The two passwords do not match",
    submit: "OK",
    done: "Password changed",
  },
  bind: {
    title: "Link your account",
    hint: "Enter the user name and password of your existing account to link the social account to it and sign in",
    username: "User name",
    password: "Password",
    usernameRequired: "Enter your user name",
    passwordRequired: "Enter your password",
    submit: "Link and sign in",
    submitting: "Linking...",
  },
};

/** The sign-in forms' texts in the page's language. */
const authMessages = localized(zhCN, en);

/** Both tables, for the same-keys check. */
const authMessageTables = { zhCN, en };

export { authMessages, authMessageTables };
