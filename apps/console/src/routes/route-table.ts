// Every fixed route and role-area route of the classroom spec, section 2, as data: the router and the
// tests read the same table. Titles feed the dynamic page title, the breadcrumb and the tags view.

/** A page route: its path relative to its area and the title shown for it. */
interface AreaRoute {
  path: string;
  title: string;
}

/** Student area, under /student, hidden from menus. */
const STUDENT_ROUTES: readonly AreaRoute[] = [
  { path: "checkin", title: "签到" },
  { path: "question", title: "提问" },
  { path: "topic", title: "AI话题" },
  { path: "topic/:aiTopicId", title: "话题预览" },
  { path: "topic/create/:aiTopicId", title: "话题作答" },
  { path: "survey/info/:id", title: "问卷" },
  { path: "survey/list", title: "问卷列表" },
  { path: "assignment/info/:id", title: "作业" },
  { path: "assignment/mutual/:id/:userId", title: "作业互评" },
  { path: "assignment/list", title: "作业列表" },
  { path: "assignment/list/new", title: "新作业列表" },
  { path: "chat", title: "AI助手" },
  { path: "practice/info/:id", title: "课堂练习" },
  { path: "practice/info/:id/preview", title: "练习预览" },
  { path: "practice/list", title: "练习列表" },
  { path: "question/list", title: "提问记录" },
  { path: "question/info/preview", title: "提问预览" },
  { path: "preview", title: "内嵌页面" },
  { path: "file/url", title: "文件" },
];

/** Teacher area, under /teacher. */
const TEACHER_ROUTES: readonly AreaRoute[] = [
  { path: "checkin", title: "签到" },
  { path: "question", title: "提问" },
  { path: "question/list", title: "提问记录" },
  { path: "topic", title: "AI话题" },
  { path: "survey/info/:id", title: "问卷" },
  { path: "survey/list", title: "问卷列表" },
  { path: "assignment", title: "作业" },
  { path: "assignment/create/:courseItemId", title: "布置作业" },
  { path: "assignment/detail/:id", title: "作业详情" },
  { path: "assignment/list", title: "作业列表" },
  { path: "assignment/info/:id", title: "作业信息" },
  { path: "assignment/info/:id/classroom", title: "课堂作业" },
  { path: "assignment/info/:id/classroom/detail", title: "课堂作业详情" },
  { path: "assignment/info/:id/classroom/correct", title: "批改作业" },
  { path: "assignment/user/:assignmentId/:id", title: "学生作业" },
  { path: "chat", title: "AI助手" },
  { path: "chatnew", title: "AI助手（新）" },
  { path: "research", title: "教研" },
  { path: "room/list", title: "课堂记录" },
  { path: "room/info/:id", title: "课堂详情" },
  { path: "room/info/:id/practice/:practiceId", title: "课堂练习" },
  { path: "userlist", title: "学生名单" },
  { path: "control", title: "课堂控制" },
];

/** Fixed routes outside the two areas (besides the public entry pages). */
const FIXED_ROUTES: readonly AreaRoute[] = [
  { path: "/redirect/*", title: "" },
  { path: "/login", title: "登录" },
  { path: "/password", title: "忘记密码" },
  { path: "/sso", title: "单点登录" },
  { path: "/social-login", title: "社交登录" },
  { path: "/auth-redirect", title: "登录跳转" },
  { path: "/bind", title: "账号绑定" },
  { path: "/register", title: "注册" },
  { path: "/oauthLogin/gitee", title: "Gitee 登录" },
  { path: "/404", title: "404" },
  { path: "/401", title: "401" },
  { path: "/user/profile", title: "个人中心" },
  { path: "/user/notify-message", title: "我的站内信" },
  { path: "/student", title: "学生端" },
  { path: "/teacher", title: "教师端" },
  { path: "/teacher/new", title: "上课主页" },
  { path: "/teacher/assignment/screenin/:screenId", title: "作业投屏" },
  { path: "/share/:code", title: "加入课程" },
  { path: "/index", title: "首页" },
  { path: "/bpm/manager/model/design/:id", title: "设计流程" },
  { path: "/bpm/manager/form/edit", title: "新建表单" },
  { path: "/bpm/manager/form/edit/:id", title: "编辑表单" },
  { path: "/bpm/process-instance/detail", title: "流程详情" },
];

/** The title of the static route matching `pathname`, or `undefined` (menu routes carry their own). */
function titleForPath(pathname: string): string | undefined {
  const all = [
    ...FIXED_ROUTES,
    ...STUDENT_ROUTES.map((r) => ({ ...r, path: `/student/${r.path}` })),
    ...TEACHER_ROUTES.map((r) => ({ ...r, path: `/teacher/${r.path}` })),
  ];
  return all.find((route) => matches(route.path, pathname))?.title || undefined;
}

function matches(pattern: string, pathname: string): boolean {
  const pat = pattern.split("/");
  const parts = pathname.replace(/\/+$/, "").split("/");
  if (pat.at(-1) === "*") return parts.length >= pat.length - 1 && pat.slice(0, -1).every((p, i) => p === parts[i]);
  if (pat.length !== parts.length) return false;
  return pat.every((p, i) => (p.startsWith(":") ? Boolean(parts[i]) : p === parts[i]));
}

export { FIXED_ROUTES, STUDENT_ROUTES, TEACHER_ROUTES, titleForPath };
export type { AreaRoute };
