// Classroom records (/teach/classroom-record): the teacher's lesson notes of a class session — create
// (the session's teacher; several per session allowed), get (with the session's facts as `summary`),
// page (own records, all for administrators; newest first, a session's automatic record first) and
// delete (its practices and their answers go with it, in one statement).
import type { components } from "@smartclass/api";
import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";

import { isAdmin, itemById, MAX_INT, ownItem } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { recordMessages as m } from "../record/messages.js";
import { ownRecord, recordViews } from "../record/records.js";
import { sessionSummary } from "../record/summary.js";
import { notFound } from "../lib/errors.js";
import { type Handler, me, op } from "./types.js";
import { type Page, pageOffset } from "../lib/paging.js";
import { containing } from "../lib/sql-like.js";

type Body<N extends keyof components["schemas"]> = components["schemas"][N];
interface PageQuery extends Page {
  courseId?: number;
  courseItemId?: number;
  title?: string;
}

/** `title` as a LIKE pattern that matches it literally. */

export const classroomRecordHandlers: Record<string, Handler> = {
  "POST /teach/classroom-record/create": op<never, Body<"ClassroomRecordCreate">>(async (ctx) => {
    const { services, body } = ctx;
    const item = await ownItem(services, me(ctx), body.courseItemId);
    const [r] = await services.db
      .insert(schema.classroomRecords)
      .values({
        courseId: item.courseId,
        courseItemId: item.id,
        // An administrator writing it leaves it with the session's teacher.
        teacherId: item.teacherId,
        title: body.title.trim() || body.title,
        content: body.content ?? "",
        createdAt: services.clock.now(),
      })
      .returning({ id: schema.classroomRecords.id });
    return r!.id;
  }),

  "GET /teach/classroom-record/get": op<{ id: number }>(async (ctx) => {
    const { services } = ctx;
    const r = await ownRecord(services, me(ctx), ctx.query.id);
    const item = await itemById(services, r.courseItemId);
    if (!item) throw notFound(m.recordNotFound(r.id));
    const [view] = await recordViews(services, [r]);
    return { ...view!, summary: await sessionSummary(services, item, services.clock.now()) };
  }),

  "GET /teach/classroom-record/page": op<PageQuery>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const t = schema.classroomRecords;
    const conditions: (SQL | undefined)[] = [];
    if (!isAdmin(user)) conditions.push(eq(t.teacherId, user.id));
    if (query.courseId !== undefined) conditions.push(eq(t.courseId, Math.min(query.courseId, MAX_INT)));
    if (query.courseItemId !== undefined) conditions.push(eq(t.courseItemId, Math.min(query.courseItemId, MAX_INT)));
    if (query.title) conditions.push(ilike(t.title, containing(query.title)));
    const where = and(...conditions);
    const [total] = await services.db.select({ n: count() }).from(t).where(where);
    const rows = await services.db
      .select()
      .from(t)
      .where(where)
      // One session's records: its automatic record first (the running session's record is the first
      // row), then the teacher's own, newest first.
      .orderBy(...(query.courseItemId !== undefined ? [desc(t.automatic)] : []), desc(t.createdAt), desc(t.id))
      .limit(query.pageSize)
      .offset(pageOffset(query));
    return { list: await recordViews(services, rows), total: total?.n ?? 0 };
  }),

  "DELETE /teach/classroom-record/delete": op<{ id: number }>(async (ctx) => {
    const { services } = ctx;
    const r = await ownRecord(services, me(ctx), ctx.query.id);
    // The foreign keys cascade: its practices, their questions and answers go in the same statement.
    await services.db.delete(schema.classroomRecords).where(eq(schema.classroomRecords.id, r.id));
    return true;
  }),
};
