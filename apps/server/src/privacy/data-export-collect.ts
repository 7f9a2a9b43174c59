// What a person's data export holds, kind by kind: exactly the rows that are that person's (their own
// user id on the row), joined to the titles that make them readable (the course session, the question).
// A classmate's answer to the same question is another row with another user id, so it is never read.
import { getTableName, eq, inArray, isTable, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import { schema } from "../db/index.js";
import type { Services } from "../routes/types.js";
import { peerReviewsOf, processInstancesOf } from "./data-export-processes-reviews.js";

/** One kind of data in the archive: its rows become `<kind>.json` and `<kind>.xlsx`. */
export interface ExportSection {
  kind: ExportKind;
  rows: Record<string, unknown>[];
}

/** An uploaded file of the person, put into the archive's `files/` folder. */
export interface ExportFile {
  path: string;
  name: string;
}

export const EXPORT_KINDS = [
  "profile",
  "attendance",
  "answers",
  "assignments",
  "grades",
  "ai-conversations",
  "process-instances",
  "notifications",
  "consents",
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

async function profile(services: Services, userId: number) {
  const rows = await services.db
    .select({
      id: schema.users.id,
      username: schema.users.username,
      nickname: schema.users.nickname,
      email: schema.users.email,
      mobile: schema.users.mobile,
      sex: schema.users.sex,
      deptName: schema.users.deptName,
      remark: schema.users.remark,
      loginIp: schema.users.loginIp,
      loginDate: schema.users.loginDate,
      createdAt: schema.users.createdAt,
    })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  const roles = await services.db
    .select({ name: schema.roles.name })
    .from(schema.userRoles)
    .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
    .where(eq(schema.userRoles.userId, userId));
  const courses = await services.db
    .select({ name: schema.courses.name })
    .from(schema.courseStudents)
    .innerJoin(schema.courses, eq(schema.courses.id, schema.courseStudents.courseId))
    .where(eq(schema.courseStudents.userId, userId));
  return rows.map((u) => ({
    ...u,
    loginDate: iso(u.loginDate),
    createdAt: iso(u.createdAt),
    roles: roles.map((r) => r.name).join("、"),
    courses: courses.map((c) => c.name).join("、"),
  }));
}

async function attendance(services: Services, userId: number) {
  const rows = await services.db
    .select({
      course: schema.courses.name,
      session: schema.courseItems.name,
      signIn: schema.signIns.title,
      type: schema.signInRecords.type,
      time: schema.signInRecords.createdAt,
    })
    .from(schema.signInRecords)
    .innerJoin(schema.signIns, eq(schema.signIns.id, schema.signInRecords.signInId))
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.signIns.courseItemId))
    .innerJoin(schema.courses, eq(schema.courses.id, schema.courseItems.courseId))
    .where(eq(schema.signInRecords.userId, userId))
    .orderBy(schema.signInRecords.createdAt);
  // type: 1 plain, 2 face, 3 added by the teacher.
  return rows.map((r) => ({ ...r, type: ["", "plain", "face", "supplement"][r.type] ?? r.type, time: iso(r.time) }));
}

/** One kind of answer a person gives in class (to a question, a practice, a survey) as the export reads it. */
interface AnswerSource {
  source: "question" | "practice" | "survey";
  /** The answer table: each row carries the user id of the person who answered. */
  table: PgTable & { userId: PgColumn; id: PgColumn };
  /** The activity answered, joined for its title. */
  activity: PgTable;
  joinOn: SQL;
  /** What the export shows: the activity's title, the answer, and when it was given. */
  fields: { title: PgColumn; time: PgColumn } & Record<string, PgColumn>;
}

function answerSources(): AnswerSource[] {
  const q = schema.questionAnswers;
  const p = schema.practiceAnswers;
  const v = schema.surveyAnswers;
  const question = { title: schema.askQuestions.title, content: q.content, choices: q.choices, images: q.images };
  return [
    {
      source: "question",
      table: q,
      activity: schema.askQuestions,
      joinOn: eq(schema.askQuestions.id, q.questionId),
      fields: { ...question, correct: q.correct, score: q.score, comment: q.comment, time: q.createdAt },
    },
    {
      source: "practice",
      table: p,
      activity: schema.classroomPractices,
      joinOn: eq(schema.classroomPractices.id, p.practiceId),
      fields: { title: schema.classroomPractices.title, answers: p.answers, score: p.score, time: p.submitTime },
    },
    {
      source: "survey",
      table: v,
      activity: schema.surveys,
      joinOn: eq(schema.surveys.id, v.surveyId),
      fields: { title: schema.surveys.title, answers: v.answers, time: v.createdAt },
    },
  ];
}

/** The person's answers, kind by kind, each with the title of what it answers, in the order given. */
async function answers(services: Services, userId: number) {
  const rows: Record<string, unknown>[] = [];
  for (const { source, table, activity, joinOn, fields } of answerSources()) {
    const found = await services.db
      .select(fields)
      .from(table)
      .innerJoin(activity, joinOn)
      .where(eq(table.userId, userId))
      .orderBy(table.id);
    rows.push(...found.map((row) => ({ source, ...row, time: iso(row.time as Date | null) })));
  }
  return rows;
}

async function submissions(services: Services, userId: number) {
  return services.db
    .select({
      assignment: schema.assignments.title,
      answers: schema.assignmentSubmissions.answers,
      submitTime: schema.assignmentSubmissions.submitTime,
      late: schema.assignmentSubmissions.late,
      grade: schema.assignmentSubmissions.grade,
      comment: schema.assignmentSubmissions.comment,
      finalScore: schema.assignmentSubmissions.finalScore,
    })
    .from(schema.assignmentSubmissions)
    .innerJoin(schema.assignments, eq(schema.assignments.id, schema.assignmentSubmissions.assignmentId))
    .where(eq(schema.assignmentSubmissions.userId, userId))
    .orderBy(schema.assignmentSubmissions.id);
}

/** The person's submissions, then the peer reviews they wrote and received. */
async function assignments(services: Services, userId: number) {
  const own = (await submissions(services, userId)).map((s) => ({
    record: "submission",
    assignment: s.assignment,
    answers: s.answers.map(({ questionId, content, options, fileUrls }) => ({
      questionId,
      content,
      options,
      fileUrls,
    })),
    submitTime: iso(s.submitTime),
    late: s.late,
  }));
  return [...own, ...(await peerReviewsOf(services, userId))];
}

/** Scores the person was given: assignments (teacher's grade and final score), practices and questions. */
async function grades(services: Services, userId: number) {
  const graded = (await submissions(services, userId)).map((s) => ({
    source: "assignment",
    title: s.assignment,
    score: s.grade,
    finalScore: s.finalScore,
    comment: s.comment,
  }));
  const answered = (await answers(services, userId))
    .filter((a) => a.score !== null && a.score !== undefined)
    .map((a) => ({ source: a.source, title: a.title, score: a.score, finalScore: null, comment: a.comment ?? "" }));
  return [...graded, ...answered];
}

async function aiConversations(services: Services, userId: number) {
  const conversations = await services.db
    .select()
    .from(schema.aiChatConversations)
    .where(eq(schema.aiChatConversations.userId, userId))
    .orderBy(schema.aiChatConversations.id);
  const messages = conversations.length
    ? await services.db
        .select()
        .from(schema.aiChatMessages)
        .where(
          inArray(
            schema.aiChatMessages.conversationId,
            conversations.map((c) => c.id),
          ),
        )
        .orderBy(schema.aiChatMessages.id)
    : [];
  const topics = await services.db
    .select({
      topic: schema.aiTopics.title,
      content: schema.aiTopicSubmissions.content,
      aiReply: schema.aiTopicSubmissions.aiReply,
      time: schema.aiTopicSubmissions.updatedAt,
    })
    .from(schema.aiTopicSubmissions)
    .innerJoin(schema.aiTopics, eq(schema.aiTopics.id, schema.aiTopicSubmissions.topicId))
    .where(eq(schema.aiTopicSubmissions.userId, userId));
  return [
    ...messages.map((m) => ({
      conversation: conversations.find((c) => c.id === m.conversationId)?.title ?? "",
      role: m.type,
      content: m.content,
      time: iso(m.createdAt),
    })),
    ...topics.map((t) => ({
      conversation: t.topic,
      role: "topic",
      content: t.content,
      aiReply: t.aiReply,
      time: iso(t.time),
    })),
  ];
}

async function notifications(services: Services, userId: number) {
  const rows = await services.db
    .select()
    .from(schema.notifyMessages)
    .where(eq(schema.notifyMessages.userId, userId))
    .orderBy(schema.notifyMessages.id);
  return rows.map((n) => ({
    from: n.templateNickname,
    content: n.templateContent,
    read: n.readStatus,
    time: iso(n.createdAt),
  }));
}

/**
 * The consent tables (minors, guardians, face consents, own consents, privacy notice acceptances), found by name among
 * the schema's tables, each read by the column naming the person (user_id or student_id).
 */
const CONSENT_TABLES = ["minor_profiles", "guardians", "face_consents", "own_consents", "privacy_acceptances"];

async function consents(services: Services, userId: number) {
  const out: Record<string, unknown>[] = [];
  for (const table of Object.values(schema) as unknown[]) {
    if (!isTable(table) || !CONSENT_TABLES.includes(getTableName(table))) continue;
    const columns = table as unknown as Record<string, PgColumn | undefined>;
    const person = columns.userId ?? columns.studentId;
    if (!person) continue;
    const rows = await services.db
      .select()
      .from(table as PgTable)
      .where(eq(person, userId));
    for (const row of rows) out.push({ table: getTableName(table), ...jsonSafe(row) });
  }
  return out;
}

/** Dates as ISO text, everything else as is (the JSON and the sheet show the same). */
function jsonSafe(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
}

const collectors: Record<ExportKind, (services: Services, userId: number) => Promise<Record<string, unknown>[]>> = {
  profile,
  attendance,
  answers,
  assignments,
  grades,
  "ai-conversations": aiConversations,
  "process-instances": processInstancesOf,
  notifications,
  consents,
};

/** The rows of one kind of the person's data. */
export function collectKind(services: Services, userId: number, kind: ExportKind) {
  return collectors[kind](services, userId);
}

/** The files the person uploaded (assignment attachments, answer images, avatar …), as recorded at upload. */
export async function filesOf(services: Services, userId: number): Promise<ExportFile[]> {
  const rows = await services.db
    .select({ path: schema.files.path, name: schema.files.name })
    .from(schema.files)
    .where(eq(schema.files.userId, userId))
    .orderBy(schema.files.id);
  return rows;
}
