// Random pick (随机选人) and named call-out (点名提问) under /teach/ask-question: the fair pick's rounds
// (classroom/random-pick.ts) and the `random` / `specific` push to exactly the students called.
import type { components } from "@smartclass/api";
import { and, eq } from "drizzle-orm";

import { classroomMessages as m, invalid } from "../classroom/messages.js";
import { openQuestion } from "../classroom/question.js";
import { pickStudents, resetRound, roundView } from "../classroom/random-pick.js";
import {
  classStudents,
  MAX_INT,
  ownItem,
  requireRunning,
  studentIdsOfCourse,
  teacherSession,
} from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { badRequest } from "../lib/errors.js";
import { type Handler, me, op } from "./types.js";

export const callOutHandlers: Record<string, Handler> = {
  "GET /teach/ask-question/random": op<{ count: number; courseItemId?: number }>(async (ctx) => {
    const { services, query } = ctx;
    const item = await teacherSession(services, me(ctx), query.courseItemId);
    requireRunning(item);
    // The students are picked to answer the question in progress, if there is one.
    const questionId = (await openQuestion(services, item.id))?.id ?? null;
    const picked = await pickStudents(services, item, query.count, questionId);
    const event: components["schemas"]["RandomPushEvent"] = { type: "random", courseItemId: item.id, questionId };
    await services.push.send(picked, event);
    return { students: await classStudents(services, picked), round: await roundView(services, item) };
  }),

  "GET /teach/ask-question/random/round": op<{ courseItemId: number }>(async (ctx) =>
    roundView(ctx.services, await ownItem(ctx.services, me(ctx), ctx.query.courseItemId)),
  ),

  "POST /teach/ask-question/random/reset": op<{ courseItemId: number }>(async (ctx) => {
    const item = await ownItem(ctx.services, me(ctx), ctx.query.courseItemId);
    await resetRound(ctx.services, item);
    return roundView(ctx.services, item);
  }),

  "POST /teach/ask-question/specific": op<never, components["schemas"]["SpecificCallOut"]>(async (ctx) => {
    const { services, body } = ctx;
    const item = await ownItem(services, me(ctx), body.courseItemId);
    requireRunning(item);
    const students = new Set(await studentIdsOfCourse(services, item.courseId));
    const stranger = body.userIds.find((id) => !students.has(id));
    if (stranger !== undefined) throw badRequest(invalid("body.userIds", m.notStudentOfClass(stranger)));
    if (body.questionId !== undefined) {
      const [q] =
        body.questionId <= MAX_INT
          ? await services.db
              .select({ id: schema.askQuestions.id })
              .from(schema.askQuestions)
              .where(and(eq(schema.askQuestions.id, body.questionId), eq(schema.askQuestions.courseItemId, item.id)))
          : [];
      if (!q) throw badRequest(invalid("body.questionId", m.notQuestionOfClass(body.questionId)));
    }
    const event: components["schemas"]["SpecificPushEvent"] = {
      type: "specific",
      courseItemId: item.id,
      questionId: body.questionId ?? null,
    };
    await services.push.send(body.userIds, event);
    return classStudents(services, body.userIds);
  }),
};
