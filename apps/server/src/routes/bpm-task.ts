// Tasks (/bpm/task): the caller's todo and done lists, approve, reject, return to an earlier user task,
// transfer, where a task may return to, and every task of an instance (the detail page's timeline).
import type { components } from "@smartclass/api";
import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";

import { type Db, schema } from "../db/index.js";
import { forbidden } from "../lib/errors.js";
import { containing, type Page, pageOf, visibleInstance } from "../workflow/lookups.js";
import { workflowMessages as m } from "../workflow/messages.js";
import { RESULT, taskById } from "../workflow/runtime.js";
import { approveTask, rejectTask, returnTargets, returnTask, transferTask } from "../workflow/task-actions.js";
import { heldBy, mayAct, taskViews } from "../workflow/views.js";
import { type Handler, me, op } from "./types.js";

type S = components["schemas"];
const t = schema.bpmTasks;
const i = schema.bpmProcessInstances;

/** The name filter: the task's own name or its process's name contains the text. */
function nameFilter(db: Db, name: string | undefined): SQL[] {
  if (!name) return [];
  const pattern = containing(name);
  return [
    or(ilike(t.name, pattern), inArray(t.instanceId, db.select({ id: i.id }).from(i).where(ilike(i.name, pattern))))!,
  ];
}

export const bpmTaskHandlers: Record<string, Handler> = {
  "GET /bpm/task/todo-page": op<Page & { name?: string }>(async (ctx) => {
    const { services, query } = ctx;
    const where = and(isNull(t.endTime), heldBy(me(ctx).id), ...nameFilter(services.db, query.name));
    return pageOf(services.db, t, where, query, async (offset, limit) =>
      taskViews(
        services.db,
        await services.db
          .select()
          .from(t)
          .where(where)
          .orderBy(desc(t.createdAt), desc(t.id))
          .offset(offset)
          .limit(limit),
      ),
    );
  }),

  "GET /bpm/task/done-page": op<Page & { name?: string }>(async (ctx) => {
    const { services, query } = ctx;
    const where = and(
      isNotNull(t.endTime),
      eq(t.assigneeUserId, me(ctx).id),
      inArray(t.result, [RESULT.approved, RESULT.rejected, RESULT.returned]),
      ...nameFilter(services.db, query.name),
    );
    return pageOf(services.db, t, where, query, async (offset, limit) =>
      taskViews(
        services.db,
        await services.db
          .select()
          .from(t)
          .where(where)
          .orderBy(desc(t.endTime), desc(t.id))
          .offset(offset)
          .limit(limit),
      ),
    );
  }),

  "PUT /bpm/task/approve": op<Record<string, never>, S["BpmTaskApprove"]>(async (ctx) => {
    const { body, services } = ctx;
    await approveTask(services.db, me(ctx), body.id, body.reason, body.variables, services.clock.now());
    return true;
  }),

  "PUT /bpm/task/reject": op<Record<string, never>, S["BpmReasonRequest"]>(async (ctx) => {
    await rejectTask(ctx.services.db, me(ctx), ctx.body.id, ctx.body.reason, ctx.services.clock.now());
    return true;
  }),

  "PUT /bpm/task/return": op<Record<string, never>, S["BpmTaskReturn"]>(async (ctx) => {
    const { body, services } = ctx;
    await returnTask(services.db, me(ctx), body.id, body.targetKey, body.reason, services.clock.now());
    return true;
  }),

  "PUT /bpm/task/transfer": op<Record<string, never>, S["BpmTaskTransfer"]>(async (ctx) => {
    const { body, services } = ctx;
    await transferTask(services.db, me(ctx), body.id, body.assigneeUserId, body.reason, services.clock.now());
    return true;
  }),

  "GET /bpm/task/return-targets": op<{ id: string }>(async (ctx) => {
    const task = await taskById(ctx.services.db, ctx.query.id);
    if (!mayAct(me(ctx), task)) throw forbidden(m.notYourTask);
    return returnTargets(ctx.services.db, task);
  }),

  "GET /bpm/task/list-by-process-instance-id": op<{ processInstanceId: string }>(async (ctx) => {
    const db = ctx.services.db;
    const instance = await visibleInstance(db, me(ctx), ctx.query.processInstanceId);
    const rows = await db.select().from(t).where(eq(t.instanceId, instance.id)).orderBy(t.createdAt, t.id);
    return taskViews(db, rows);
  }),
};
