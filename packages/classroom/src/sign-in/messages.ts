/**
 * The texts of the teacher's check-in panel, in a module of their own so that a page showing the panel
 * (the teacher's home) carries only these (src/messages.ts spreads the tables into the package's
 * `messages`). Chinese texts from the spec are verbatim; the English table has the same keys.
 */
import { localized, type MessageTable } from "@smartclass/ui";

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

const zhCN = {
  panel: {
    title: "课堂签到",
    noClass: "没有进行中的课",
    duration: "签到时长（分钟）",
    mode: "签到方式",
    modePlain: "普通签到",
    modeFace: "人脸签到",
    start: "发起签到",
    startAnother: "发起新签到",
    delay: "延长签到",
    delayBy: "延长时长（分钟）",
    end: "结束签到",
    ended: "签到已结束",
    running: "签到进行中",
    checkedIn: (count: number, total: number | null) =>
      total === null ? `已签到 ${count} 人` : `已签到 ${count} / ${total} 人`,
    empty: "还没有学生签到",
    signed: "已签到",
    notSigned: "未签到",
    everyoneSigned: "全部学生已签到",
    confirmEnd: "确定结束签到吗？结束后学生将不能再签到。",
    student: "学生",
    time: "签到时间",
    method: "方式",
    methodFace: "人脸",
    methodPlain: "普通",
    refresh: "刷新",
    /** The count after the list's heading. */
    count: (n: number) => `（${n}）`,
    remaining: (seconds: number) => `剩余 ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`,
  },
};

const en: MessageTable<typeof zhCN> = {
  panel: {
    title: "Class check-in",
    noClass: "No class is running",
    duration: "Check-in time (minutes)",
    mode: "Check-in method",
    modePlain: "Standard check-in",
    modeFace: "Face check-in",
    start: "Open check-in",
    startAnother: "Open a new check-in",
    delay: "Extend check-in",
    delayBy: "Extend by (minutes)",
    end: "Close check-in",
    ended: "Check-in closed",
    running: "Check-in open",
    checkedIn: (count, total) => (total === null ? `${count} checked in` : `${count} / ${total} checked in`),
    empty: "No student has checked in yet",
    signed: "Checked in",
    notSigned: "Not checked in",
    everyoneSigned: "Every student has checked in",
    confirmEnd: "Close check-in? Students will no longer be able to check in.",
    student: "Student",
    time: "Check-in time",
    method: "Method",
    methodFace: "Face",
    methodPlain: "Standard",
    refresh: "Refresh",
    count: (n) => ` (${n})`,
    remaining: (seconds) => `${clock(seconds)} left`,
  },
};

const signInPanelMessages = localized(zhCN, en);

/** Both tables, for the package's messages and the same-keys check. */
const signInPanelMessageTables = { zhCN, en };

export { signInPanelMessages, signInPanelMessageTables };
