// The Chinese texts classroom records and classroom practice answer with, in one place (the style of
// classroom/messages.ts) so that another language can be added without touching the handlers.
import { localized, type Translation } from "../lib/localized.js";

const zh = {
  recordNotFound: (id: number) => `课堂记录不存在：${id}`,
  notYourRecord: "这不是您的课堂记录",
  practiceNotFound: (id: number) => `课堂练习不存在：${id}`,
  notYourPractice: "这不是您的课堂练习",
  notStudentOfPractice: "您不在这份练习所属课程的学生名单中",
  practiceNotPublished: "练习尚未发布",
  practiceEnded: "练习已结束，不能再作答",
  practiceAnswered: "您已提交过这份练习，不能再次作答",
  practiceUnanswered: (n: number) => `第 ${n} 题还未作答`,
  notYourPracticeRecord: "只能查看自己的作答",
  notAQuestion: (id: number) => `不是这份练习的题目：${id}`,
  answeredTwice: "同一题只能作答一次",
  optionOutOfRange: (max: number) => `选项序号必须在 0 到 ${max} 之间`,
  oneOptionOnly: "单选题与判断题只能选一个选项",
  textNotOptions: "简答题请填写文字，不选选项",
} as const;

const en: Translation<typeof zh> = {
  recordNotFound: (id: number) => `Class record not found: ${id}`,
  notYourRecord: "This is not your class record",
  practiceNotFound: (id: number) => `Class practice not found: ${id}`,
  notYourPractice: "This is not your class practice",
  notStudentOfPractice: "You are not on the student list of this practice's course",
  practiceNotPublished: "The practice has not been published yet",
  practiceEnded: "The practice has ended; answers are no longer accepted",
  practiceAnswered: "You have already submitted this practice and cannot answer again",
  practiceUnanswered: (n: number) => `Question ${n} has not been answered`,
  notYourPracticeRecord: "You can only view your own answers",
  notAQuestion: (id: number) => `not a question of this practice: ${id}`,
  answeredTwice: "each question can be answered only once",
  optionOutOfRange: (max: number) => `option numbers must be between 0 and ${max}`,
  oneOptionOnly: "single-choice and true/false questions take one option only",
  textNotOptions: "short-answer questions take text, not options",
};

/** Messages of classroom records and practice. */
export const recordMessages = localized(zh, en);

/** Business error codes (HTTP 200, non-zero code) of classroom practice. */
export const recordCodes = {
  practiceEnded: 1_003_006_001,
  practiceNotPublished: 1_003_006_002,
} as const;
