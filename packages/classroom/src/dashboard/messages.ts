// The texts of the class dashboard's widgets (today's sessions, the running session, the quick actions,
// no running class), in Chinese and English (same keys), kept beside them so that an embedded widget
// carries only its own.
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  loading: "正在加载",
  retry: "重试",
  /** A heading naming what it is about, e.g. 正在上课：语文 · 第1课. */
  titled: (label: string, name: string) => `${label}：${name}`,
  running: "正在上课",
  elapsed: (text: string) => `已上课 ${text}`,
  endClass: "下课",
  endConfirm: "确定下课吗？下课后学生将不能再参与本节课的活动。",
  today: "今日课程",
  noClassToday: "今天没有课",
  startClass: "开始上课",
  statusNames: { 0: "未开始", 1: "进行中", 2: "已结束" } as Record<0 | 1 | 2, string>,
  noRunning: "当前没有进行中的课",
  goStart: "去上课",
  quick: "课堂活动",
  needClass: "开始上课后可用",
  actions: {
    checkin: "签到",
    question: "提问",
    survey: "问卷",
    topic: "AI 话题",
    assignment: "作业",
    practice: "课堂练习",
    userlist: "学生名单",
    control: "课堂控制",
    randomPick: "随机点名",
  },
};

const en: MessageTable<typeof zhCN> = {
  loading: "Loading",
  retry: "Try again",
  titled: (label, name) => `${label}: ${name}`,
  running: "In class",
  elapsed: (text) => `Running for ${text}`,
  endClass: "End class",
  endConfirm: "End the class? Students can no longer take part in its activities afterwards.",
  today: "Today's classes",
  noClassToday: "No classes today",
  startClass: "Start class",
  statusNames: { 0: "Not started", 1: "In progress", 2: "Ended" },
  noRunning: "No class in progress",
  goStart: "Start class",
  quick: "Class activities",
  needClass: "Available once the class has started",
  actions: {
    checkin: "Check-in",
    question: "Question",
    survey: "Survey",
    topic: "AI topic",
    assignment: "Assignment",
    practice: "Practice",
    userlist: "Students",
    control: "Class control",
    randomPick: "Random pick",
  },
};

/** Texts of the class dashboard's widgets in the page's language (<html lang>), read at each access. */
const dashboardMessages = localized(zhCN, en);

/** Both languages' tables, for the same-keys test. */
const dashboardMessageTables = { zhCN, en };

export { dashboardMessages, dashboardMessageTables };
