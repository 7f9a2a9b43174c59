// The demo menu tree: each root lists the roles that see it, children inherit. Data, read by the seed
// and by the upgrade that brings an older database's menus up to date.

export interface MenuSeed {
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
        name: "SystemNotifyTemplate",
        path: "notify-template",
        title: "站内信模板",
        icon: "ep:document",
        component: "system/notify/template/index",
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
      {
        name: "SystemPrivacyAudit",
        path: "privacy-audit",
        title: "审计日志",
        icon: "ep:view",
        component: "system/privacy-audit/index",
        roles: ["admin"],
      },
      {
        name: "SystemRetention",
        path: "retention",
        title: "数据保留",
        icon: "ep:delete",
        component: "system/retention/index",
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

/** A menu's row: its place in the tree (parent, type 1 folder / 2 page, order) and its display fields. */
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
