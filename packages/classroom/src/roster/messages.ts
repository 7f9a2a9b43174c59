// The texts of the session roster's widgets (the student list with its search, the random-pick entry),
// in Chinese and English (same keys), kept beside them so that an embedded widget carries only its own.
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  search: "搜索姓名或学号",
  caption: "本节课的学生",
  name: "姓名",
  studentNo: "学号",
  checkIn: "签到",
  checkedIn: "已签到",
  notCheckedIn: "未签到",
  answers: "参与次数",
  noMatch: "没有符合条件的学生",
  noStudents: "本节课还没有学生",
  randomPick: "随机点名",
  summary: (signed: number, total: number) => `已签到 ${signed} / 共 ${total} 人`,
  loadFailed: "学生名单加载失败",
  retry: "重试",
};

const en: MessageTable<typeof zhCN> = {
  search: "Search by name or student number",
  caption: "Students in this class",
  name: "Name",
  studentNo: "Student number",
  checkIn: "Check-in",
  checkedIn: "Checked in",
  notCheckedIn: "Not checked in",
  answers: "Times taken part",
  noMatch: "No students match",
  noStudents: "No students in this class yet",
  randomPick: "Random pick",
  summary: (signed, total) => `${signed} of ${total} checked in`,
  loadFailed: "Could not load the students",
  retry: "Try again",
};

/** Texts of the session roster's widgets in the page's language (<html lang>), read at each access. */
const rosterMessages = localized(zhCN, en);

/** Both languages' tables, for the same-keys test. */
const rosterMessageTables = { zhCN, en };

export { rosterMessages, rosterMessageTables };
