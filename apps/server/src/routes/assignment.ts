// Assignments (/teach/assignment): create and update (phases), read, the students' and the teacher's
// lists, drafts and submissions, the submission views (teacher, author, allocated reviewer), grading,
// final scores, statistics and the grade book. Peer review and the screen-cast are in
// assignment-review.ts and assignment-cast.ts.
import type { components } from "@smartclass/api";
import { and, count, desc, eq, inArray, isNull, ne, or, type SQL, gt } from "drizzle-orm";

import { answersOf } from "../assignment/answers.js";
import {
  type AssignmentRow,
  assignmentView,
  basicViews,
  isSubmitted,
  ownAssignment,
  questionsOf,
  reachableAssignment,
  studentAssignment,
} from "../assignment/assignments.js";
import { gradeBook } from "../assignment/export.js";
import { questionRowsOf, peerSettingsOf } from "../assignment/inputs.js";
import { reviewerMayRead, peerScoresOf } from "../assignment/peer-review.js";
import { gradeSubmission, setFinal, statisticsFor } from "../assignment/grading.js";
import { peerScoreOf, statusOf, submissionView } from "../assignment/submissions.js";
import { submissionsOf, updateAssignment } from "../assignment/update.js";
import { classroomMessages as m, invalid } from "../classroom/messages.js";
import { classStudents, isAdmin, MAX_INT, ownItem, studentsOfCourse } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { badRequest, forbidden, notFound } from "../lib/errors.js";
import { sendFile } from "../lib/files.js";
import { auditFromRequest } from "../privacy/audit-trail.js";
import { type Handler, me, op, type Services } from "./types.js";
import { type Page, pageOffset } from "../lib/paging.js";

type Body<N extends keyof components["schemas"]> = components["schemas"][N];
/** Every student of the assignment's course with their submission, the questions and the peer scores:
 * what the correction list and the grade export show. */
async function classBookOf(services: Services, a: AssignmentRow) {
  const [item] = await services.db.select().from(schema.courseItems).where(eq(schema.courseItems.id, a.courseItemId));
  const [students, rows, questions, peers] = await Promise.all([
    studentsOfCourse(services, item!.courseId),
    submissionsOf(services, a.id),
    questionsOf(services, a.id),
    peerScoresOf(services, a.id),
  ]);
  return { students, byUser: new Map(rows.map((r) => [r.userId, r])), questions, peers };
}

export const assignmentHandlers: Record<string, Handler> = {
  "POST /teach/assignment/create": op<never, Body<"AssignmentCreate">>(async (ctx) => {
    const user = me(ctx);
    const { services, body } = ctx;
    const item = await ownItem(services, user, body.courseItemId);
    const deadline = body.deadline !== undefined ? new Date(body.deadline) : null;
    const peerReview = body.peerReview ? peerSettingsOf(body.peerReviewSettings, deadline) : null;
    const questions = questionRowsOf(body.questions);
    if (questions.some((q) => q.id !== undefined))
      throw badRequest(invalid("body.questions[].id", m.assignmentNewQuestionId));
    return services.db.transaction(async (tx) => {
      const [a] = await tx
        .insert(schema.assignments)
        .values({
          courseItemId: item.id,
          teacherId: item.teacherId,
          title: body.title,
          description: body.description ?? "",
          deadline,
          latePolicy: body.latePolicy ?? "refuse",
          latePenalty: body.latePenalty ?? 0,
          peerReview,
          createdAt: services.clock.now(),
        })
        .returning();
      await tx.insert(schema.assignmentQuestions).values(questions.map((q) => ({ ...q, assignmentId: a!.id })));
      return a!.id;
    });
  }),

  "PUT /teach/assignment/update": op<never, Body<"AssignmentUpdate">>(async (ctx) => {
    await updateAssignment(ctx.services, me(ctx), ctx.body);
    return true;
  }),

  "GET /teach/assignment/get": op<{ id: number }>(async (ctx) => {
    const user = me(ctx);
    const { a, asTeacher } = await reachableAssignment(ctx.services, user, ctx.query.id);
    return assignmentView(ctx.services, a, asTeacher ? undefined : user);
  }),

  "GET /teach/assignment/getBasic": op<{ id: number }>(async (ctx) => {
    const user = me(ctx);
    const { a, asTeacher } = await reachableAssignment(ctx.services, user, ctx.query.id);
    return (await basicViews(ctx.services, [a], asTeacher ? undefined : user))[0];
  }),

  "GET /teach/assignment/student/list": op<Page & { filter?: string; courseId?: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const now = services.clock.now();
    const a = schema.assignments;
    const mine = schema.assignmentSubmissions;
    const conditions: (SQL | undefined)[] = [eq(schema.courseStudents.userId, user.id), ne(a.stage, "draft")];
    if (query.courseId !== undefined)
      conditions.push(eq(schema.courseItems.courseId, Math.min(query.courseId, MAX_INT)));
    if (query.filter === "new")
      conditions.push(
        isNull(mine.submitTime),
        or(
          and(eq(a.stage, "published"), or(gt(a.deadline, now), ne(a.latePolicy, "refuse"))),
          and(inArray(a.stage, ["peerReview", "grade"]), ne(a.latePolicy, "refuse")),
        ),
      );
    const base = () =>
      services.db
        .select({ a })
        .from(a)
        .innerJoin(schema.courseItems, eq(schema.courseItems.id, a.courseItemId))
        .innerJoin(schema.courseStudents, eq(schema.courseStudents.courseId, schema.courseItems.courseId))
        .leftJoin(mine, and(eq(mine.assignmentId, a.id), eq(mine.userId, user.id)))
        .where(and(...conditions));
    const [total] = await services.db.select({ n: count() }).from(base().as("mine"));
    const rows = await base().orderBy(desc(a.createdAt), desc(a.id)).limit(query.pageSize).offset(pageOffset(query));
    return {
      list: await basicViews(
        services,
        rows.map((r) => r.a),
        user,
      ),
      total: total?.n ?? 0,
    };
  }),

  "GET /teach/assignment/teacher/list": op<{ courseId?: number; courseItemId?: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const a = schema.assignments;
    const conditions: (SQL | undefined)[] = [];
    if (!isAdmin(user)) conditions.push(eq(a.teacherId, user.id));
    if (query.courseItemId !== undefined) conditions.push(eq(a.courseItemId, Math.min(query.courseItemId, MAX_INT)));
    if (query.courseId !== undefined) {
      const items = services.db
        .select({ id: schema.courseItems.id })
        .from(schema.courseItems)
        .where(eq(schema.courseItems.courseId, Math.min(query.courseId, MAX_INT)));
      conditions.push(inArray(a.courseItemId, items));
    }
    const rows = await services.db
      .select()
      .from(a)
      .where(and(...conditions))
      .orderBy(desc(a.createdAt), desc(a.id));
    return basicViews(services, rows);
  }),

  "POST /teach/assignment/record": op<{ assignmentId: number }, Body<"AssignmentSubmit">>(async (ctx) => {
    const user = me(ctx);
    const { services, body } = ctx;
    const a = await studentAssignment(services, user, ctx.query.assignmentId);
    const now = services.clock.now();
    const late = Boolean(a.deadline && now.getTime() > a.deadline.getTime());
    const lateAllowed = a.latePolicy !== "refuse" && ["peerReview", "grade"].includes(a.stage);
    if (a.stage !== "published" && !lateAllowed)
      throw badRequest(late && a.latePolicy === "refuse" ? m.assignmentPastDeadline : m.assignmentNotOpen);
    if (late && a.latePolicy === "refuse") throw badRequest(m.assignmentPastDeadline);
    const [existing] = await submissionsOf(services, a.id, [user.id]);
    if (isSubmitted(existing)) {
      if (body.draft) throw badRequest(m.assignmentAlreadySubmitted);
      if (existing.grade !== null) throw badRequest(m.assignmentAlreadyGraded);
      if (late) throw badRequest(m.assignmentResubmitAfterDeadline);
    }
    const questions = await questionsOf(services, a.id);
    const answers = await answersOf(services, user.id, questions, body.answers, !body.draft);
    const values = body.draft
      ? { answers, submitTime: null, late: false }
      : { answers, submitTime: now, late, grade: null, finalScore: null, finalOverridden: false };
    await services.db
      .insert(schema.assignmentSubmissions)
      .values({ assignmentId: a.id, userId: user.id, ...values, updatedAt: now })
      .onConflictDoUpdate({
        target: [schema.assignmentSubmissions.assignmentId, schema.assignmentSubmissions.userId],
        set: { ...values, updatedAt: now },
      });
    if (!body.draft) {
      const event = {
        type: "assignment",
        kind: "submitted",
        assignmentId: a.id,
        courseItemId: a.courseItemId,
      } satisfies Body<"AssignmentPushEvent">;
      await services.push.send([a.teacherId], event);
    }
    return true;
  }),

  "GET /teach/assignment/record": op<{ assignmentId: number }>(async (ctx) => {
    const user = me(ctx);
    const { services } = ctx;
    const a = await studentAssignment(services, user, ctx.query.assignmentId);
    const [row] = await submissionsOf(services, a.id, [user.id]);
    if (!row) return null;
    const [questions, peers] = await Promise.all([questionsOf(services, a.id), peerScoresOf(services, a.id)]);
    return submissionView(
      a,
      questions,
      { userId: user.id, nickname: user.nickname },
      row,
      "author",
      peers.get(user.id),
    );
  }),

  "GET /teach/assignment/submission/detail": op<{ assignmentId: number; userId: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const { a, asTeacher } = await reachableAssignment(services, user, query.assignmentId);
    const [student] = await classStudents(services, [Math.min(query.userId, MAX_INT)]);
    let label: string | undefined;
    if (!asTeacher && query.userId !== user.id) {
      const [own] = await submissionsOf(services, a.id, [user.id]);
      if (!isSubmitted(own)) throw forbidden(m.assignmentSubmitFirst);
      const allowed = student ? await reviewerMayRead(services, user.id, a.id, student.userId) : null;
      if (!allowed) throw forbidden(m.assignmentNotYourReviewee);
      label = allowed.label;
    }
    if (!student) throw notFound(m.assignmentNoSubmission);
    const [row] = await submissionsOf(services, a.id, [student.userId]);
    if (!asTeacher && !row) throw notFound(m.assignmentNoSubmission);
    const [questions, peers] = await Promise.all([questionsOf(services, a.id), peerScoresOf(services, a.id)]);
    const reader = asTeacher ? "teacher" : label === undefined ? "author" : "peer";
    // A teacher (or administrator) reading someone's work is a look at personal data; the author and
    // an anonymous peer reviewer are not the school looking.
    if (asTeacher && student.userId !== user.id)
      await auditFromRequest(ctx, {
        action: "view",
        kind: "submission",
        subjectUserId: student.userId,
        detail: `assignment=${a.id}`,
      });
    return submissionView(a, questions, student, row, reader, peers.get(student.userId), label);
  }),

  "GET /teach/assignment/submission/quesiton/detail": op<{ questionId: number; userId: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const [q] =
      query.questionId <= MAX_INT
        ? await services.db
            .select()
            .from(schema.assignmentQuestions)
            .where(eq(schema.assignmentQuestions.id, query.questionId))
        : [];
    if (!q) throw notFound(m.assignmentQuestionNotFound(query.questionId));
    const a = await ownAssignment(services, user, q.assignmentId);
    const [row] = await submissionsOf(services, a.id, [Math.min(query.userId, MAX_INT)]);
    const answer = isSubmitted(row) ? row.answers.find((x) => x.questionId === q.id) : undefined;
    if (!isSubmitted(row)) throw notFound(m.assignmentNoSubmission);
    await auditFromRequest(ctx, {
      action: "view",
      kind: "submission",
      subjectUserId: row.userId,
      detail: `assignment=${a.id} question=${q.id}`,
    });
    return {
      questionId: q.id,
      content: answer?.content ?? "",
      options: answer?.options ?? [],
      fileUrls: answer?.fileUrls ?? [],
      score: answer?.score ?? null,
      ...(answer?.comment ? { comment: answer.comment } : {}),
    };
  }),

  "GET /teach/assignment/correct/list": op<{ assignmentId: number }>(async (ctx) => {
    const a = await ownAssignment(ctx.services, me(ctx), ctx.query.assignmentId);
    const { students, byUser, questions, peers } = await classBookOf(ctx.services, a);
    // The correction list shows every student's work at once: one entry for the list, not one per student.
    await auditFromRequest(ctx, {
      action: "view",
      kind: "submission",
      detail: `assignment=${a.id} rows=${students.length}`,
    });
    return students.map((s) => submissionView(a, questions, s, byUser.get(s.userId), "teacher", peers.get(s.userId)));
  }),

  "POST /teach/assignment/grade": op<never, Body<"GradeRequest">>(async (ctx) => {
    await gradeSubmission(ctx.services, me(ctx), ctx.body);
    return true;
  }),

  "POST /teach/assignment/grade/final": op<never, Body<"FinalGrade">>(async (ctx) => {
    await setFinal(ctx.services, me(ctx), ctx.body);
    return true;
  }),

  "GET /teach/assignment/get/statistics": op<{ id: number }>(async (ctx) => {
    const a = await ownAssignment(ctx.services, me(ctx), ctx.query.id);
    return statisticsFor(ctx.services, a);
  }),

  "GET /teach/assignment/export": op<{ assignmentId: number }>(async (ctx) => {
    const { reply } = ctx;
    const a = await ownAssignment(ctx.services, me(ctx), ctx.query.assignmentId);
    const { students, byUser, questions, peers } = await classBookOf(ctx.services, a);
    const book = await gradeBook(
      questions,
      students.map((s) => {
        const row = byUser.get(s.userId);
        const submitted = isSubmitted(row);
        return {
          username: s.studentNo ?? "",
          nickname: s.nickname,
          status: statusOf(row),
          submitTime: submitted ? row.submitTime : null,
          late: submitted && row.late,
          scores: questions.map((q) =>
            submitted ? (row.answers.find((x) => x.questionId === q.id)?.score ?? null) : null,
          ),
          grade: submitted ? row.grade : null,
          peer: submitted ? peerScoreOf(a, questions, peers.get(s.userId)) : null,
          finalScore: submitted ? row.finalScore : null,
        };
      }),
      ctx.services.config.schoolTimeZone,
    );
    await auditFromRequest(ctx, {
      action: "export",
      kind: "grade-export",
      detail: `assignment=${a.id} rows=${students.length}`,
    });
    return sendFile(reply, book, `${a.title}-成绩.xlsx`);
  }),
};
