// Demo data for an empty database: accounts, roles and menus, dictionaries, configuration,
// notifications, a course with a class session today, a saved survey, and the workflow's demo
// (workflow/seed-workflow.ts: organisation, a form, deployed models and instances in every state).
import { and, eq, sql } from "drizzle-orm";

import { type Db, schema } from "./db/index.js";
import { hashPassword } from "./lib/password.js";
import { DEFAULT_SCHOOL_TIME_ZONE, schoolDate } from "./lib/school-time.js";
import { ROLE_PERMISSIONS } from "./permissions.js";
import { seedWorkflow } from "./workflow/seed-workflow.js";

export const DEMO_ACCOUNTS = [
  { username: "admin", password: "admin123", role: "admin" },
  { username: "teacher1", password: "teacher123", role: "teacher" },
  { username: "teacher2", password: "teacher123", role: "teacher" },
  { username: "student01 … student40", password: "student123", role: "student" },
] as const;

interface MenuSeed {
  name: string;
  path: string;
  title: string;
  icon?: string;
  component?: string;
  componentName?: string;
  visible?: boolean;
  keepAlive?: boolean;
  affix?: boolean;
  roles: string[];
  /** Children inherit the root's roles unless they name their own (a subset of the root's). */
  children?: (Omit<MenuSeed, "roles" | "children"> & { roles?: string[] })[];
}

const ALL = ["admin", "teacher", "student"];

/** The menu tree; each root lists the roles that see it, children inherit. */
export const MENU_SEED: MenuSeed[] = [
  {
    name: "Home",
    path: "/index",
    title: "首页",
    icon: "ep:home-filled",
    component: "index",
    componentName: "Index",
    affix: true,
    roles: [...ALL, "registrar"],
  },
  {
    name: "StudentArea",
    path: "/student",
    title: "学生端",
    icon: "ep:reading",
    roles: ["student", "admin"],
    children: [
      {
        name: "StudentCheckin",
        path: "checkin",
        title: "签到",
        icon: "ep:finished",
        component: "student/checkin/index",
      },
      {
        name: "StudentQuestion",
        path: "question",
        title: "提问",
        icon: "ep:chat-dot-round",
        component: "student/question/index",
      },
      {
        name: "StudentTopic",
        path: "topic",
        title: "AI 话题",
        icon: "ep:magic-stick",
        component: "student/topic/index",
      },
      {
        name: "StudentSurveyList",
        path: "survey/list",
        title: "问卷",
        icon: "ep:document",
        component: "student/survey/list",
      },
      {
        name: "StudentAssignmentList",
        path: "assignment/list",
        title: "作业",
        icon: "ep:edit",
        component: "student/assignment/list",
      },
      {
        name: "StudentPracticeList",
        path: "practice/list",
        title: "课堂练习",
        icon: "ep:notebook",
        component: "student/practice/list",
      },
      {
        name: "StudentQuestionList",
        path: "question/list",
        title: "我的提问",
        icon: "ep:list",
        component: "student/question/list",
      },
      {
        name: "StudentChat",
        path: "chat",
        title: "AI 助手",
        icon: "ep:chat-line-round",
        component: "student/chat/index",
      },
    ],
  },
  {
    name: "TeacherArea",
    path: "/teacher",
    title: "教师端",
    icon: "ep:school",
    roles: ["teacher", "admin"],
    children: [
      {
        name: "TeacherDashboard",
        path: "new",
        title: "上课主页",
        icon: "ep:home-filled",
        component: "teacher/dashboard/index",
      },
      {
        name: "TeacherCheckin",
        path: "checkin",
        title: "签到",
        icon: "ep:finished",
        component: "teacher/checkin/index",
      },
      {
        name: "TeacherQuestion",
        path: "question",
        title: "提问",
        icon: "ep:chat-dot-round",
        component: "teacher/question/index",
      },
      {
        name: "TeacherTopic",
        path: "topic",
        title: "AI 话题",
        icon: "ep:magic-stick",
        component: "teacher/topic/index",
      },
      {
        name: "TeacherSurveyList",
        path: "survey/list",
        title: "问卷",
        icon: "ep:document",
        component: "teacher/survey/list",
      },
      {
        name: "TeacherAssignmentList",
        path: "assignment/list",
        title: "作业",
        icon: "ep:edit",
        component: "teacher/assignment/list",
      },
      {
        name: "TeacherRoomList",
        path: "room/list",
        title: "课堂记录",
        icon: "ep:notebook",
        component: "teacher/room/list",
      },
      {
        name: "TeacherUserList",
        path: "userlist",
        title: "学生名单",
        icon: "ep:user",
        component: "teacher/userlist/index",
      },
      {
        name: "TeacherControl",
        path: "control",
        title: "课堂控制",
        icon: "ep:monitor",
        component: "teacher/control/index",
      },
      {
        name: "TeacherChat",
        path: "chat",
        title: "AI 助手",
        icon: "ep:chat-line-round",
        component: "teacher/chat/index",
      },
    ],
  },
  {
    name: "System",
    path: "/system",
    title: "系统管理",
    icon: "ep:tools",
    // 教务 (registrar) sees the user page only, read-only (permissions.ts).
    roles: ["admin", "registrar"],
    children: [
      { name: "SystemUser", path: "user", title: "用户管理", icon: "ep:user", component: "system/user/index" },
      {
        name: "SystemDictData",
        path: "dict",
        title: "字典管理",
        icon: "ep:collection",
        component: "system/dict/data",
        roles: ["admin"],
      },
      {
        name: "InfraConfig",
        path: "config",
        title: "配置管理",
        icon: "ep:setting",
        component: "infra/config/index",
        roles: ["admin"],
      },
      {
        name: "SystemNotifyMessage",
        path: "notify-message",
        title: "站内信管理",
        icon: "ep:message",
        component: "system/notify/message/index",
        roles: ["admin"],
      },
      {
        name: "SystemFace",
        path: "face",
        title: "人脸数据",
        icon: "ep:camera",
        component: "system/face/index",
        roles: ["admin"],
      },
      {
        name: "SystemBackup",
        path: "backup",
        title: "系统备份",
        icon: "ep:files",
        component: "system/backup/index",
        roles: ["admin"],
      },
    ],
  },
  {
    name: "Bpm",
    path: "/bpm",
    title: "工作流程",
    icon: "ep:share",
    roles: ALL,
    children: [
      {
        name: "BpmModel",
        path: "manager/model",
        title: "流程模型",
        icon: "ep:connection",
        component: "bpm/model/index",
        roles: ["admin", "teacher"],
      },
      {
        name: "BpmForm",
        path: "manager/form",
        title: "流程表单",
        icon: "ep:tickets",
        component: "bpm/form/index",
        roles: ["admin", "teacher"],
      },
      {
        name: "BpmProcessInstanceCreate",
        path: "process-instance/create",
        title: "发起流程",
        icon: "ep:promotion",
        component: "bpm/processInstance/create",
      },
      {
        name: "BpmProcessInstanceMy",
        path: "process-instance/my",
        title: "我的流程",
        icon: "ep:document-copy",
        component: "bpm/processInstance/index",
      },
      {
        name: "BpmTodoTask",
        path: "task/todo",
        title: "待办任务",
        icon: "ep:bell",
        component: "bpm/task/todo/index",
        roles: ["admin", "teacher"],
      },
      {
        name: "BpmDoneTask",
        path: "task/done",
        title: "已办任务",
        icon: "ep:finished",
        component: "bpm/task/done/index",
        roles: ["admin", "teacher"],
      },
      {
        name: "BpmProcessInstanceDetail",
        path: "process-instance/detail",
        title: "流程详情",
        component: "bpm/processInstance/detail",
        visible: false,
        keepAlive: false,
      },
    ],
  },
];

const DICTS: Record<string, [string, string, string?][]> = {
  user_type: [
    ["1", "会员", "primary"],
    ["2", "管理员", "success"],
  ],
  common_status: [
    ["0", "开启", "primary"],
    ["1", "关闭", "info"],
  ],
  system_user_sex: [
    ["1", "男", "default"],
    ["2", "女", "success"],
  ],
  system_menu_type: [
    ["1", "目录"],
    ["2", "菜单"],
    ["3", "按钮"],
  ],
  system_role_type: [
    ["1", "内置", "danger"],
    ["2", "自定义", "primary"],
  ],
  system_data_scope: [
    ["1", "全部数据权限"],
    ["2", "指定部门数据权限"],
    ["3", "本部门数据权限"],
    ["4", "本部门及以下数据权限"],
    ["5", "仅本人数据权限"],
  ],
  system_notice_type: [
    ["1", "公告", "success"],
    ["2", "提醒", "info"],
  ],
  system_notify_template_type: [
    ["1", "通知公告", "primary"],
    ["2", "系统消息", "success"],
  ],
  system_login_type: [
    ["100", "账号登录"],
    ["101", "社交登录"],
    ["103", "短信登录"],
    ["200", "主动登出"],
    ["202", "强制登出"],
  ],
  system_login_result: [
    ["0", "成功", "success"],
    ["10", "账号或密码不正确", "danger"],
    ["20", "用户被禁用", "danger"],
    ["30", "验证码不存在", "danger"],
    ["31", "验证码不正确", "danger"],
    ["100", "未知异常", "danger"],
  ],
  system_sms_scene: [
    ["1", "手机号登录"],
    ["2", "修改手机"],
    ["3", "修改密码"],
    ["4", "忘记密码"],
  ],
  infra_config_type: [
    ["1", "系统内置", "danger"],
    ["2", "自定义", "primary"],
  ],
  infra_boolean_string: [
    ["true", "是", "danger"],
    ["false", "否", "info"],
  ],
  infra_file_storage: [
    ["10", "本地磁盘"],
    ["20", "S3 对象存储"],
  ],
  bpm_model_category: [
    ["1", "教务流程"],
    ["2", "行政流程"],
  ],
  bpm_model_form_type: [
    ["10", "流程表单"],
    ["20", "业务表单"],
  ],
  bpm_task_assign_rule_type: [
    ["10", "角色"],
    ["20", "部门的成员"],
    ["21", "部门的负责人"],
    ["22", "岗位"],
    ["30", "用户"],
    ["40", "用户组"],
    ["50", "自定义脚本"],
  ],
  bpm_process_instance_status: [
    ["1", "进行中", "primary"],
    ["2", "已完成", "success"],
  ],
  bpm_process_instance_result: [
    ["1", "处理中", "primary"],
    ["2", "通过", "success"],
    ["3", "不通过", "danger"],
    ["4", "已取消", "info"],
    ["5", "已退回", "warning"],
    ["6", "委派中", "primary"],
  ],
  teach_course_item_status: [
    ["0", "未开始", "info"],
    ["1", "进行中", "primary"],
    ["2", "已结束", "success"],
  ],
  teach_activity_status: [
    ["0", "未开始", "info"],
    ["1", "进行中", "primary"],
    ["2", "已结束", "success"],
    ["3", "已取消", "warning"],
  ],
  teach_sign_in_status: [
    ["0", "未签到", "danger"],
    ["1", "已签到", "success"],
    ["2", "补签", "warning"],
  ],
};

const CONFIGS = [
  { category: "ui", name: "系统名称", key: "system.name", value: "智慧课堂", type: 1, visible: true },
  {
    category: "biz",
    name: "用户管理-账号初始密码",
    key: "system.user.init-password",
    value: "123456",
    type: 1,
    visible: false,
  },
  { category: "auth", name: "验证码开关", key: "system.captcha.enabled", value: "false", type: 1, visible: true },
  { category: "auth", name: "租户开关", key: "system.tenant.enabled", value: "false", type: 1, visible: true },
  {
    category: "teach",
    name: "签到默认时长（秒）",
    key: "teach.sign-in.default-duration",
    value: "60",
    type: 2,
    visible: true,
  },
  { category: "teach", name: "人脸识别开关", key: "teach.face.enabled", value: "false", type: 2, visible: true },
];

/** The built-in roles, in their list order; their permissions are in permissions.ts. */
export const BUILT_IN_ROLES = [
  { code: "admin", name: "超级管理员" },
  { code: "teacher", name: "教师" },
  { code: "student", name: "学生" },
  { code: "registrar", name: "教务" },
] as const;

/** A built-in role's row: its name, its permissions and its place in the list. */
export function builtInRoleRow(role: (typeof BUILT_IN_ROLES)[number]) {
  return {
    code: role.code,
    name: role.name,
    permissions: ROLE_PERMISSIONS[role.code]!,
    sort: BUILT_IN_ROLES.indexOf(role) + 1,
  };
}

/**
 * The demo accounts' hash cost: low, so that a first start (and every test database) seeds 43 accounts
 * in well under a second; each is re-hashed at the configured cost at its first sign-in.
 */
export const SEED_HASH_COST = 16384;

/** Seeds the demo data when the database has no user yet; returns whether it seeded. */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
  if ((existing[0]?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const roleRows = await tx
      .insert(schema.roles)
      .values(BUILT_IN_ROLES.map((role) => builtInRoleRow(role)))
      .returning();
    const roleId = (code: string) => roleRows.find((r) => r.code === code)!.id;

    const [adminHash, teacherHash, studentHash] = await Promise.all([
      hashPassword("admin123", SEED_HASH_COST),
      hashPassword("teacher123", SEED_HASH_COST),
      hashPassword("student123", SEED_HASH_COST),
    ]);
    // Each account gets its own salt; students share one password, so hash it per student in parallel.
    const studentHashes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i === 0 ? Promise.resolve(studentHash!) : hashPassword("student123", SEED_HASH_COST),
      ),
    );
    const people = [
      {
        username: "admin",
        passwordHash: adminHash!,
        nickname: "管理员",
        mobile: "15600000000",
        email: "admin@smartclass.local",
        sex: 1,
        deptName: "教务处",
        role: "admin",
      },
      {
        username: "teacher1",
        passwordHash: teacherHash!,
        nickname: "张老师",
        mobile: "15600000001",
        email: "teacher1@smartclass.local",
        sex: 1,
        deptName: "计算机学院",
        role: "teacher",
      },
      {
        username: "teacher2",
        passwordHash: await hashPassword("teacher123", SEED_HASH_COST),
        nickname: "李老师",
        mobile: "15600000002",
        email: "teacher2@smartclass.local",
        sex: 2,
        deptName: "数学学院",
        role: "teacher",
      },
      ...studentHashes.map((h, i) => {
        const n = String(i + 1).padStart(2, "0");
        return {
          username: `student${n}`,
          passwordHash: h,
          nickname: `学生${n}`,
          mobile: `138000000${n}`,
          email: `student${n}@smartclass.local`,
          sex: (i % 2) + 1,
          deptName: "2024级1班",
          role: "student",
        };
      }),
    ];
    const userRows = await tx
      .insert(schema.users)
      .values(people.map(({ role: _role, ...u }) => u))
      .returning({ id: schema.users.id, username: schema.users.username });
    const idOf = (username: string) => userRows.find((u) => u.username === username)!.id;
    await tx.insert(schema.userRoles).values(people.map((p) => ({ userId: idOf(p.username), roleId: roleId(p.role) })));

    // Menus: insert the tree, then grant each root (and its children) to its roles.
    let sort = 0;
    for (const root of MENU_SEED) {
      const [parent] = await tx
        .insert(schema.menus)
        .values(menuRow(root, 0, root.children ? 1 : 2, sort++))
        .returning({ id: schema.menus.id });
      const grants = root.roles.map((r) => ({ roleId: roleId(r), menuId: parent!.id }));
      for (const [i, child] of (root.children ?? []).entries()) {
        const [row] = await tx
          .insert(schema.menus)
          .values(menuRow(child, parent!.id, 2, i))
          .returning({ id: schema.menus.id });
        grants.push(...(child.roles ?? root.roles).map((r) => ({ roleId: roleId(r), menuId: row!.id })));
      }
      await tx.insert(schema.roleMenus).values(grants);
    }

    await tx.insert(schema.dictData).values(
      Object.entries(DICTS).flatMap(([dictType, entries]) =>
        entries.map(([value, label, colorType], i) => ({
          dictType,
          value,
          label,
          colorType: colorType ?? "",
          sort: i + 1,
        })),
      ),
    );
    await tx.insert(schema.configs).values(CONFIGS);

    const students = people.filter((p) => p.role === "student").map((p) => idOf(p.username));
    const [course] = await tx
      .insert(schema.courses)
      .values({
        name: "人工智能导论",
        teacherId: idOf("teacher1"),
        description: "面向本科生的人工智能入门课程",
        classroomName: "2024级1班",
      })
      .returning({ id: schema.courses.id });
    await tx.insert(schema.courseStudents).values(students.map((userId) => ({ courseId: course!.id, userId })));
    const start = new Date(now.getTime() - 10 * 60_000);
    const end = new Date(now.getTime() + 110 * 60_000);
    await tx.insert(schema.courseItems).values({
      courseId: course!.id,
      teacherId: idOf("teacher1"),
      name: "第 1 讲：什么是人工智能",
      classroom: "A101",
      planStart: start,
      planEnd: end,
    });
    // A second, smaller class, so that pushes can be seen to reach one class only.
    const [course2] = await tx
      .insert(schema.courses)
      .values({
        name: "数据结构",
        teacherId: idOf("teacher2"),
        description: "线性表、树与图",
        classroomName: "2024级2班",
      })
      .returning({ id: schema.courses.id });
    await tx
      .insert(schema.courseStudents)
      .values(students.slice(0, 10).map((userId) => ({ courseId: course2!.id, userId })));
    await tx.insert(schema.courseItems).values({
      courseId: course2!.id,
      teacherId: idOf("teacher2"),
      name: "第 1 讲：线性表",
      classroom: "B202",
      planStart: start,
      planEnd: end,
    });

    // A saved survey, so that the teacher's survey list has something to start on the first day.
    const [feedback] = await tx
      .insert(schema.surveys)
      .values({ teacherId: idOf("teacher1"), title: "课堂反馈", anonymous: true, duration: 300, status: 0 })
      .returning({ id: schema.surveys.id });
    await tx.insert(schema.surveyQuestions).values(
      [
        { type: 1, title: "本节课的内容难度如何？", options: ["太简单", "合适", "有点难", "太难"] },
        { type: 2, title: "你希望多一些哪些环节？", options: ["概念讲解", "案例演示", "课堂练习", "小组讨论"] },
        { type: 4, title: "给本节课打个分", options: [] },
        { type: 3, title: "还有什么想对老师说的？", options: [] },
      ].map((q, sort) => ({ ...q, sort, surveyId: feedback!.id })),
    );

    const note = (userId: number, templateNickname: string, templateContent: string, templateType = 2) => ({
      userId,
      templateNickname,
      templateContent,
      templateType,
      templateCode: templateType === 1 ? "notice" : "system",
    });
    await tx
      .insert(schema.notifyMessages)
      .values([
        note(idOf("admin"), "系统", "欢迎使用智慧课堂管理后台。", 1),
        note(idOf("admin"), "系统", "演示数据已初始化：1 名管理员、2 名教师、40 名学生。"),
        note(idOf("admin"), "教务处", "请在<b>配置管理</b>中检查系统名称。"),
        note(idOf("teacher1"), "教务处", "您今天有一节课：人工智能导论 第 1 讲。", 1),
        note(idOf("teacher1"), "系统", "欢迎使用智慧课堂。"),
        note(idOf("teacher2"), "教务处", "您今天有一节课：数据结构 第 1 讲。", 1),
        ...students
          .slice(0, 5)
          .flatMap((id) => [note(id, "张老师", "今天的课堂请准时签到。", 1), note(id, "系统", "欢迎使用智慧课堂。")]),
      ]);
    await tx.insert(schema.oauth2Clients).values({
      clientId: "default",
      secret: "admin123",
      name: "智慧课堂演示应用",
      logo: "",
      description: "OAuth2 demo client registered by the seed",
      redirectUris: ["http://127.0.0.1:48080/callback", "http://localhost:48080/callback"],
      scopes: ["user.read", "user.write"],
      autoApproveScopes: [],
    });
  });
  await seedWorkflow(db, now);
  return true;
}

export function menuRow(m: Omit<MenuSeed, "roles" | "children">, parentId: number, type: number, sort: number) {
  return {
    parentId,
    name: m.name,
    title: m.title,
    path: m.path,
    component: m.component ?? "",
    componentName: m.componentName ?? m.name,
    icon: m.icon ?? "",
    type,
    visible: m.visible ?? true,
    keepAlive: m.keepAlive ?? true,
    affix: m.affix ?? false,
    sort,
  };
}

/**
 * Keeps the demo usable on later days: each seeded course gets a class session today (the school's day,
 * in its time zone) when it has none and none is in progress. Answers how many sessions it added.
 */
export async function ensureDemoSessionsToday(
  db: Db,
  now = new Date(),
  timeZone = DEFAULT_SCHOOL_TIME_ZONE,
): Promise<number> {
  const today = schoolDate(now, timeZone);
  let added = 0;
  for (const [courseName, teacher] of [
    ["人工智能导论", "teacher1"],
    ["数据结构", "teacher2"],
  ] as const) {
    const [course] = await db
      .select({ id: schema.courses.id, teacherId: schema.courses.teacherId })
      .from(schema.courses)
      .innerJoin(schema.users, eq(schema.users.id, schema.courses.teacherId))
      .where(and(eq(schema.courses.name, courseName), eq(schema.users.username, teacher)));
    if (!course) continue;
    const items = await db.select().from(schema.courseItems).where(eq(schema.courseItems.courseId, course.id));
    if (items.some((i) => i.status === 1 || (i.status === 0 && schoolDate(i.planStart, timeZone) === today))) continue;
    await db.insert(schema.courseItems).values({
      courseId: course.id,
      teacherId: course.teacherId,
      name: `第 ${items.length + 1} 讲`,
      planStart: new Date(now.getTime() - 10 * 60_000),
      planEnd: new Date(now.getTime() + 110 * 60_000),
    });
    added++;
  }
  return added;
}
