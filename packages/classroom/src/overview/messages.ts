// The texts of the overview widgets (the to-do list and the student's statistics card), in Chinese and
// English (same keys), kept beside them so that an embedded widget carries only its own.
import { localized, type MessageTable } from "@smartclass/ui";

import type { TodoType } from "./overview-api";

const zhCN = {
  todo: {
    title: "待办",
    titleCount: (n: number) => `待办（${n}）`,
    types: {
      signIn: "签到",
      askQuestion: "提问",
      aiTopic: "AI 话题",
      survey: "问卷",
      assignment: "作业",
      practice: "练习",
      peerReview: "互评",
      grade: "批改",
    } satisfies Record<TodoType, string>,
    empty: "没有待办事项",
    more: (n: number) => `还有 ${n} 项待办`,
    deadline: {
      none: "无截止时间",
      overdue: "已截止",
      minutesLeft: (n: number) => `还剩 ${n} 分钟`,
      today: (time: string) => `今天 ${time} 截止`,
      tomorrow: (time: string) => `明天 ${time} 截止`,
      later: (time: string) => `${time} 截止`,
    },
  },
  statistics: {
    title: "我的课堂参与",
    attendance: "出勤",
    attendanceOf: (signed: number, total: number) => `${signed} / ${total}`,
    attendanceRate: (rate: string) => `出勤率 ${rate}`,
    question: "提问",
    survey: "问卷",
    aiTopic: "AI 话题",
    assignment: "作业",
    practice: "练习",
    averageScore: "平均分",
    noScore: "暂无",
    noAttendance: "暂无签到",
    times: (n: number) => `${n} 次`,
  },
} as const;

const en: MessageTable<typeof zhCN> = {
  todo: {
    title: "To do",
    titleCount: (n) => `To do (${n})`,
    types: {
      signIn: "Check-in",
      askQuestion: "Question",
      aiTopic: "AI topic",
      survey: "Survey",
      assignment: "Assignment",
      practice: "Practice",
      peerReview: "Peer review",
      grade: "Marking",
    },
    empty: "Nothing to do",
    more: (n) => `${n} more to do`,
    deadline: {
      none: "No deadline",
      overdue: "Closed",
      minutesLeft: (n) => `${n} min left`,
      today: (time) => `Due today ${time}`,
      tomorrow: (time) => `Due tomorrow ${time}`,
      later: (time) => `Due ${time}`,
    },
  },
  statistics: {
    title: "My class participation",
    attendance: "Attendance",
    attendanceOf: (signed, total) => `${signed} / ${total}`,
    attendanceRate: (rate) => `Attendance ${rate}`,
    question: "Questions",
    survey: "Surveys",
    aiTopic: "AI topics",
    assignment: "Assignments",
    practice: "Practice",
    averageScore: "Average score",
    noScore: "None yet",
    noAttendance: "No check-ins yet",
    times: (n) => `${n} ${n === 1 ? "time" : "times"}`,
  },
};

/** Texts of the overview widgets in the page's language (<html lang>), read at each access. */
const overviewMessages = localized(zhCN, en);

/** Both languages' tables, for the same-keys test. */
const overviewMessageTables = { zhCN, en };

export { overviewMessages, overviewMessageTables };
