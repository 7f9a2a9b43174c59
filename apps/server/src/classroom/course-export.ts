// A course's spreadsheets (/teach/course/export/{type}): one .xlsx sheet each, a header row and one
// row per student (per activity × student where the activity is in the row): the roster (student),
// check-ins (signIn), answers to questions (question), assignment submissions (assignment), final
// grades per assignment with an average (grade) and practice scores (practice). Only what the tables
// hold: nothing is estimated; an empty cell means there is nothing yet.
import { and, asc, eq, inArray, ne, sum } from "drizzle-orm";
import ExcelJS from "exceljs";

import { schema } from "../db/index.js";
import type { Services } from "../routes/types.js";
import { schoolCalendar } from "./courses.js";

/** The export types of the contract. */
export type CourseExportType = "signIn" | "question" | "assignment" | "grade" | "practice" | "student";

interface Student {
  id: number;
  username: string;
  nickname: string;
}
type Cell = string | number;

/** The school's clock (SCHOOL_TIME_ZONE) as `YYYY-MM-DD HH:mm`, or empty. */
function when(services: Services, d: Date | null | undefined): string {
  if (!d) return "";
  const { day, hhmm } = schoolCalendar(d, services.config.schoolTimeZone);
  return `${day} ${hhmm}`;
}
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The sheet name and header of each type. */
const exportSheets: Record<CourseExportType, { name: string; header: string[] }> = {
  student: { name: "学生", header: ["学号", "姓名"] },
  signIn: { name: "签到", header: ["课堂", "签到编号", "学号", "姓名", "状态", "签到时间"] },
  question: { name: "提问", header: ["课堂", "提问", "学号", "姓名", "作答", "结果"] },
  assignment: {
    name: "作业",
    header: ["作业", "截止时间", "学号", "姓名", "状态", "提交时间", "迟交", "教师评分", "最终成绩"],
  },
  grade: { name: "成绩", header: ["学号", "姓名"] },
  practice: { name: "练习", header: ["课堂", "练习", "学号", "姓名", "状态", "得分", "满分"] },
};

async function studentsOf(services: Services, courseId: number): Promise<Student[]> {
  return services.db
    .select({ id: schema.users.id, username: schema.users.username, nickname: schema.users.nickname })
    .from(schema.courseStudents)
    .innerJoin(schema.users, eq(schema.users.id, schema.courseStudents.userId))
    .where(eq(schema.courseStudents.courseId, courseId))
    .orderBy(schema.users.username);
}

async function signInRows(services: Services, courseId: number, students: Student[]): Promise<Cell[][]> {
  const rows = await services.db
    .select({ item: schema.courseItems.name, signIn: schema.signIns.id, record: schema.signInRecords })
    .from(schema.signIns)
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.signIns.courseItemId))
    .leftJoin(schema.signInRecords, eq(schema.signInRecords.signInId, schema.signIns.id))
    .where(eq(schema.courseItems.courseId, courseId))
    .orderBy(asc(schema.signIns.startTime), asc(schema.signIns.id));
  const signIns = [...new Map(rows.map((r) => [r.signIn, r.item])).entries()];
  const records = new Map(rows.filter((r) => r.record).map((r) => [`${r.signIn}:${r.record!.userId}`, r.record!]));
  return signIns.flatMap(([signId, itemName]) =>
    students.map((s) => {
      const rec = records.get(`${signId}:${s.id}`);
      return [
        itemName,
        signId,
        s.username,
        s.nickname,
        rec ? (rec.type === 3 ? "补签" : "已签到") : "未签到",
        when(services, rec?.createdAt),
      ];
    }),
  );
}

async function questionRows(services: Services, courseId: number, students: Student[]): Promise<Cell[][]> {
  const questions = await services.db
    .select({ id: schema.askQuestions.id, title: schema.askQuestions.title, item: schema.courseItems.name })
    .from(schema.askQuestions)
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.askQuestions.courseItemId))
    .where(and(eq(schema.courseItems.courseId, courseId), ne(schema.askQuestions.status, 3)))
    .orderBy(asc(schema.askQuestions.startTime), asc(schema.askQuestions.id));
  const answers = questions.length
    ? await services.db
        .select()
        .from(schema.questionAnswers)
        .where(
          inArray(
            schema.questionAnswers.questionId,
            questions.map((q) => q.id),
          ),
        )
    : [];
  const byKey = new Map(answers.map((a) => [`${a.questionId}:${a.userId}`, a]));
  return questions.flatMap((q) =>
    students.map((s) => {
      const a = byKey.get(`${q.id}:${s.id}`);
      const answer = a ? (a.choices.length ? a.choices.join(",") : a.content) : "未作答";
      const result = a?.correct === true ? "正确" : a?.correct === false ? "错误" : a ? "未判定" : "";
      return [q.item, q.title, s.username, s.nickname, answer, result];
    }),
  );
}

/** The course's assignments students have seen (drafts left out), oldest first. */
async function assignmentsOf(services: Services, courseId: number) {
  return services.db
    .select({ id: schema.assignments.id, title: schema.assignments.title, deadline: schema.assignments.deadline })
    .from(schema.assignments)
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.assignments.courseItemId))
    .where(and(eq(schema.courseItems.courseId, courseId), ne(schema.assignments.stage, "draft")))
    .orderBy(asc(schema.assignments.createdAt), asc(schema.assignments.id));
}

async function submissionsOf(services: Services, assignmentIds: number[]) {
  const rows = assignmentIds.length
    ? await services.db
        .select()
        .from(schema.assignmentSubmissions)
        .where(inArray(schema.assignmentSubmissions.assignmentId, assignmentIds))
    : [];
  return new Map(rows.map((r) => [`${r.assignmentId}:${r.userId}`, r]));
}

async function assignmentRows(services: Services, courseId: number, students: Student[]): Promise<Cell[][]> {
  const list = await assignmentsOf(services, courseId);
  const subs = await submissionsOf(
    services,
    list.map((a) => a.id),
  );
  return list.flatMap((a) =>
    students.map((s) => {
      const sub = subs.get(`${a.id}:${s.id}`);
      const submitted = Boolean(sub?.submitTime);
      const status = !submitted ? "未提交" : sub!.grade !== null ? "已批改" : "已提交";
      return [
        a.title,
        when(services, a.deadline),
        s.username,
        s.nickname,
        status,
        when(services, sub?.submitTime),
        submitted ? (sub!.late ? "是" : "否") : "",
        submitted && sub!.grade !== null ? sub!.grade : "",
        submitted && sub!.finalScore !== null ? sub!.finalScore : "",
      ];
    }),
  );
}

async function gradeSheet(services: Services, courseId: number, students: Student[]) {
  const list = await assignmentsOf(services, courseId);
  const subs = await submissionsOf(
    services,
    list.map((a) => a.id),
  );
  const header = [...exportSheets.grade.header, ...list.map((a) => a.title), "平均分"];
  const rows = students.map((s) => {
    const finals = list.map((a) => subs.get(`${a.id}:${s.id}`)?.finalScore ?? null);
    const given = finals.filter((f): f is number => f !== null);
    // The average of the final grades given so far (empty while there is none).
    const average = given.length ? round2(given.reduce((x, y) => x + y, 0) / given.length) : "";
    return [s.username, s.nickname, ...finals.map((f) => f ?? ""), average];
  });
  return { header, rows };
}

async function practiceRows(services: Services, courseId: number, students: Student[]): Promise<Cell[][]> {
  const practices = await services.db
    .select({
      id: schema.classroomPractices.id,
      title: schema.classroomPractices.title,
      item: schema.courseItems.name,
      full: sum(schema.practiceQuestions.score).mapWith(Number),
    })
    .from(schema.classroomPractices)
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.classroomPractices.courseItemId))
    .leftJoin(schema.practiceQuestions, eq(schema.practiceQuestions.practiceId, schema.classroomPractices.id))
    .where(and(eq(schema.courseItems.courseId, courseId), ne(schema.classroomPractices.status, 0)))
    .groupBy(schema.classroomPractices.id, schema.courseItems.name)
    .orderBy(asc(schema.classroomPractices.startTime), asc(schema.classroomPractices.id));
  const answers = practices.length
    ? await services.db
        .select({
          practiceId: schema.practiceAnswers.practiceId,
          userId: schema.practiceAnswers.userId,
          score: schema.practiceAnswers.score,
        })
        .from(schema.practiceAnswers)
        .where(
          inArray(
            schema.practiceAnswers.practiceId,
            practices.map((p) => p.id),
          ),
        )
    : [];
  const byKey = new Map(answers.map((a) => [`${a.practiceId}:${a.userId}`, a.score]));
  return practices.flatMap((p) =>
    students.map((s) => {
      const score = byKey.get(`${p.id}:${s.id}`);
      return [
        p.item,
        p.title,
        s.username,
        s.nickname,
        score === undefined ? "未作答" : "已作答",
        score ?? "",
        round2(p.full ?? 0),
      ];
    }),
  );
}

/** The workbook of one export type of a course, as bytes. */
export async function courseWorkbook(services: Services, courseId: number, type: CourseExportType): Promise<Buffer> {
  const students = await studentsOf(services, courseId);
  let header = exportSheets[type].header;
  let rows: Cell[][];
  if (type === "signIn") rows = await signInRows(services, courseId, students);
  else if (type === "question") rows = await questionRows(services, courseId, students);
  else if (type === "assignment") rows = await assignmentRows(services, courseId, students);
  else if (type === "practice") rows = await practiceRows(services, courseId, students);
  else if (type === "grade") ({ header, rows } = await gradeSheet(services, courseId, students));
  else rows = students.map((s) => [s.username, s.nickname]);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(exportSheets[type].name);
  sheet.addRow(header);
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
