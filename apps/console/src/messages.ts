/**
 * Every text the console itself shows, in one place. Chinese texts from the spec are verbatim.
 */
const messages = {
  systemName: "智慧课堂",
  loading: "正在加载",
  userInfoFailed: "获取用户信息失败，请重新登录",
  login: {
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
    demoHint: "演示账号：admin / admin123，teacher1 / teacher123，student01 / student123",
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
    tooShort: "密码长度为 6 到 20 位",
    submit: "确 定",
    done: "修改成功",
    backToLogin: "返回登录",
  },
  logoutConfirm: "确定注销并退出系统吗？",
  profileSaved: "修改成功",
  home: "首页",
  pageNotBuilt: "该页面正在建设中",
  student: { title: "学生端", checkIn: "课堂签到" },
  teacher: {
    title: "教师端",
    checkIn: "课堂签到",
    startClass: "开始上课",
    endClass: "下课",
    noClassToday: "今天没有课",
  },
  notify: { title: "我的站内信", readAll: "全部已读", read: "标记已读", empty: "暂无消息" },
};

type Messages = typeof messages;

export { messages };
export type { Messages };
