// Assignments: loading one, who may act on it (its teacher or an administrator; the students of its
// session's course once it is published), its phases, and the views the contract shows
// (AssignmentBasic with the student's own state, Assignment with its questions).
import type { components } from "@smartclass/api";
import { and, count, eq, inArray, isNotNull, isNull } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { classroomMessages as m } from "../classroom/messages.js";
import { localized } from "../lib/localized.js";
import { isAdmin, isEnrolled, itemById, MAX_INT } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import type { PeerReviewSettingsRow } from "../db/schema-assignment.js";
import { forbidden, notFound } from "../lib/errors.js";
import { ms, type Services } from "../routes/types.js";

type Schemas = components["schemas"];
export type AssignmentRow = typeof schema.assignments.$inferSelect;
export type QuestionRow = typeof schema.assignmentQuestions.$inferSelect;
export type SubmissionRow = typeof schema.assignmentSubmissions.$inferSelect;
export type Stage = Schemas["AssignmentStage"];
export type AssignmentBasic = Schemas["AssignmentBasic"];

/** The phases in their only order. */
const STAGES: readonly Stage[] = ["draft", "published", "peerReview", "grade", "final", "closed"];

/** The phases' names as the interface shows them. */
export const STAGE_NAMES: Record<Stage, string> = localized(
  { draft: "草稿", published: "已发布", peerReview: "互评中", grade: "批改中", final: "已公布成绩", closed: "已结束" },
  {
    draft: "Draft",
    published: "Published",
    peerReview: "Peer review",
    grade: "Grading",
    final: "Grades published",
    closed: "Ended",
  },
);

/** Where each phase may move next (forward only; peer review only when it is on). */
export const NEXT_STAGES: Record<Stage, Stage[]> = {
  draft: ["published"],
  published: ["peerReview", "grade"],
  peerReview: ["grade"],
  grade: ["final"],
  final: ["closed"],
  closed: [],
};

/** Whether `stage` is `than` or later. */
export const stageAtLeast = (stage: string, than: Stage) => STAGES.indexOf(stage as Stage) >= STAGES.indexOf(than);

/** Question types: choice questions are marked at once, text and file ones by the teacher. */
export const QUESTION_TYPES = { single: 1, multiple: 2, trueFalse: 3, text: 4, file: 5 } as const;
export const isChoice = (type: number) => type <= QUESTION_TYPES.trueFalse;
/** The options of every true/false question. */
export const TRUE_FALSE = ["正确", "错误"];

/** An assignment by id; 404 when there is none. */
async function assignmentById(services: Services, id: number): Promise<AssignmentRow> {
  const [a] =
    id <= MAX_INT ? await services.db.select().from(schema.assignments).where(eq(schema.assignments.id, id)) : [];
  if (!a) throw notFound(m.assignmentNotFound(id));
  return a;
}

/** Whether the caller set the assignment (or administers everything). */
const owns = (user: AuthUser, a: AssignmentRow) => a.teacherId === user.id || isAdmin(user);

/** An assignment the caller set (or any, for an administrator); 404 or 403 otherwise. */
export async function ownAssignment(services: Services, user: AuthUser, id: number): Promise<AssignmentRow> {
  const a = await assignmentById(services, id);
  if (!owns(user, a)) throw forbidden(m.notYourAssignment);
  return a;
}

/** A published assignment of a session whose course the caller studies in; 404 (draft) or 403 otherwise. */
export async function studentAssignment(services: Services, user: AuthUser, id: number): Promise<AssignmentRow> {
  const a = await assignmentById(services, id);
  const item = await itemById(services, a.courseItemId);
  if (!item || !(await isEnrolled(services, user.id, item.courseId))) throw forbidden(m.notStudentOfAssignment);
  if (a.stage === "draft") throw notFound(m.assignmentNotFound(id));
  return a;
}

/** The assignment for its teacher (asTeacher) or for one of its students; 403/404 for anyone else. */
export async function reachableAssignment(
  services: Services,
  user: AuthUser,
  id: number,
): Promise<{ a: AssignmentRow; asTeacher: boolean }> {
  const a = await assignmentById(services, id);
  if (owns(user, a)) return { a, asTeacher: true };
  return { a: await studentAssignment(services, user, id), asTeacher: false };
}

/** An assignment's questions in order. */
export async function questionsOf(services: Services, assignmentId: number): Promise<QuestionRow[]> {
  return services.db
    .select()
    .from(schema.assignmentQuestions)
    .where(eq(schema.assignmentQuestions.assignmentId, assignmentId))
    .orderBy(schema.assignmentQuestions.sort, schema.assignmentQuestions.id);
}

/** Full marks: the sum of the questions' points. */
export const totalOf = (questions: Pick<QuestionRow, "score">[]) => questions.reduce((sum, q) => sum + q.score, 0);

/** The rubric's full points (0 without peer review). */
export const rubricTotalOf = (settings: PeerReviewSettingsRow | null) =>
  settings ? settings.rubric.reduce((sum, c) => sum + c.points, 0) : 0;

/** Whether a submission row has been submitted (not a draft). */
export const isSubmitted = (row: SubmissionRow | undefined): row is SubmissionRow & { submitTime: Date } =>
  Boolean(row?.submitTime);

function settingsView(s: PeerReviewSettingsRow | null): Schemas["PeerReviewSettings"] | null {
  if (!s) return null;
  return {
    reviewsPerStudent: s.reviewsPerStudent,
    anonymous: s.anonymous,
    reviewDeadline: s.reviewDeadline,
    weight: s.weight,
    rubric: s.rubric.map((c) => ({ id: c.id, title: c.title, description: c.description, points: c.points })),
  };
}

/** Assignments as AssignmentBasic; with `student`, also the student's own state. */
export async function basicViews(
  services: Services,
  rows: AssignmentRow[],
  student?: AuthUser,
): Promise<AssignmentBasic[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((a) => a.id);
  const db = services.db;
  const [items, teachers, scores, submitted, mine, todo] = await Promise.all([
    db
      .select({ id: schema.courseItems.id, courseId: schema.courseItems.courseId, courseName: schema.courses.name })
      .from(schema.courseItems)
      .innerJoin(schema.courses, eq(schema.courses.id, schema.courseItems.courseId))
      .where(
        inArray(
          schema.courseItems.id,
          rows.map((a) => a.courseItemId),
        ),
      ),
    db
      .select({ id: schema.users.id, nickname: schema.users.nickname })
      .from(schema.users)
      .where(
        inArray(
          schema.users.id,
          rows.map((a) => a.teacherId),
        ),
      ),
    db
      .select({ assignmentId: schema.assignmentQuestions.assignmentId, score: schema.assignmentQuestions.score })
      .from(schema.assignmentQuestions)
      .where(inArray(schema.assignmentQuestions.assignmentId, ids)),
    db
      .select({ assignmentId: schema.assignmentSubmissions.assignmentId, n: count() })
      .from(schema.assignmentSubmissions)
      .where(
        and(
          inArray(schema.assignmentSubmissions.assignmentId, ids),
          isNotNull(schema.assignmentSubmissions.submitTime),
        ),
      )
      .groupBy(schema.assignmentSubmissions.assignmentId),
    student
      ? db
          .select()
          .from(schema.assignmentSubmissions)
          .where(
            and(
              inArray(schema.assignmentSubmissions.assignmentId, ids),
              eq(schema.assignmentSubmissions.userId, student.id),
            ),
          )
      : Promise.resolve([]),
    student
      ? db
          .select({ assignmentId: schema.assignmentReviews.assignmentId, n: count() })
          .from(schema.assignmentReviews)
          .where(
            and(
              inArray(schema.assignmentReviews.assignmentId, ids),
              eq(schema.assignmentReviews.reviewerId, student.id),
              isNull(schema.assignmentReviews.submitTime),
            ),
          )
          .groupBy(schema.assignmentReviews.assignmentId)
      : Promise.resolve([]),
  ]);
  const courseIds = [...new Set(items.map((i) => i.courseId))];
  const enrolment = courseIds.length
    ? await db
        .select({ courseId: schema.courseStudents.courseId, n: count() })
        .from(schema.courseStudents)
        .where(inArray(schema.courseStudents.courseId, courseIds))
        .groupBy(schema.courseStudents.courseId)
    : [];
  const itemOf = new Map(items.map((i) => [i.id, i]));
  const teacherOf = new Map(teachers.map((t) => [t.id, t.nickname]));
  const studentsIn = new Map(enrolment.map((e) => [e.courseId, e.n]));
  const submittedOf = new Map(submitted.map((s) => [s.assignmentId, s.n]));
  const mineOf = new Map(mine.map((s) => [s.assignmentId, s]));
  const todoOf = new Map(todo.map((t) => [t.assignmentId, t.n]));
  return rows.map((a) => {
    const item = itemOf.get(a.courseItemId);
    const own = mineOf.get(a.id);
    const view: AssignmentBasic = {
      id: a.id,
      courseItemId: a.courseItemId,
      ...(item ? { courseName: item.courseName } : {}),
      title: a.title,
      description: a.description,
      deadline: ms(a.deadline),
      peerReview: a.peerReview !== null,
      stage: a.stage as Stage,
      totalScore: totalOf(scores.filter((q) => q.assignmentId === a.id)),
      submittedCount: submittedOf.get(a.id) ?? 0,
      studentCount: item ? (studentsIn.get(item.courseId) ?? 0) : 0,
      latePolicy: a.latePolicy as Schemas["AssignmentLatePolicy"],
      latePenalty: a.latePenalty,
      peerReviewSettings: settingsView(a.peerReview),
      ...(teacherOf.has(a.teacherId) ? { teacherName: teacherOf.get(a.teacherId)! } : {}),
      createTime: a.createdAt.getTime(),
    };
    if (student) {
      view.mySubmitted = isSubmitted(own);
      view.myDraft = Boolean(own && !own.submitTime);
      view.myFinalScore = own && stageAtLeast(a.stage, "final") ? own.finalScore : null;
      view.myReviewsToDo = a.stage === "peerReview" ? (todoOf.get(a.id) ?? 0) : 0;
    }
    return view;
  });
}

/** An assignment with its questions; students see no reference answers. */
export async function assignmentView(
  services: Services,
  a: AssignmentRow,
  student?: AuthUser,
): Promise<Schemas["Assignment"]> {
  const [[basic], questions] = await Promise.all([basicViews(services, [a], student), questionsOf(services, a.id)]);
  return {
    ...basic!,
    questions: questions.map((q) => ({
      id: q.id,
      sort: q.sort,
      type: q.type as Schemas["AssignmentQuestion"]["type"],
      title: q.title,
      options: q.options,
      answer: student ? "" : q.answer,
      score: q.score,
    })),
  };
}
