// The texts of the overview widgets (the to-do list and the student's statistics card), in Chinese as
// the rest of the package, kept beside them so that an embedded widget carries only its own.
import type { TodoType } from "./overview-api";

/** Texts of the overview widgets. */
const overviewMessages = {
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

export { overviewMessages };
