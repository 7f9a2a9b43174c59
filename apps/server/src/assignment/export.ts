// The grade book of an assignment as an .xlsx workbook (sheet 成绩): one row per student of the
// session, with status, submit time, lateness, each question's score, the teacher's grade, the peer
// average (scaled to full marks) and the final score. Empty cells where there is nothing yet.
import ExcelJS from "exceljs";

import { zoneOffsetMs } from "../lib/school-time.js";
import type { QuestionRow } from "./assignments.js";

export interface GradeBookRow {
  username: string;
  nickname: string;
  status: 0 | 1 | 2;
  submitTime: Date | null;
  late: boolean;
  /** Per question, in question order. */
  scores: (number | null)[];
  grade: number | null;
  peer: number | null;
  finalScore: number | null;
}

const STATUS = ["未提交", "已提交", "已批改"];

/**
 * A cell showing what the school's clock read at `instant`: spreadsheet date cells carry no zone (ExcelJS
 * writes a Date's UTC fields), so the cell gets the school's wall time as those fields.
 */
function schoolWallCell(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + zoneOffsetMs(instant, timeZone));
}

/** The workbook's bytes; times as the school's clock (`timeZone`, SCHOOL_TIME_ZONE) read them. */
export async function gradeBook(questions: QuestionRow[], rows: GradeBookRow[], timeZone: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("成绩");
  sheet.addRow([
    "学号",
    "姓名",
    "状态",
    "提交时间",
    "迟交",
    ...questions.map((q, i) => `第 ${i + 1} 题（${q.score} 分）`),
    "教师评分",
    "互评平均分",
    "最终成绩",
  ]);
  for (const r of rows) {
    sheet.addRow([
      r.username,
      r.nickname,
      STATUS[r.status],
      r.submitTime ? schoolWallCell(r.submitTime, timeZone) : null,
      r.status === 0 ? null : r.late ? "是" : "否",
      ...r.scores,
      r.grade,
      r.peer,
      r.finalScore,
    ]);
  }
  sheet.getColumn(4).numFmt = "yyyy-mm-dd hh:mm:ss";
  sheet.getColumn(4).width = 20;
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
