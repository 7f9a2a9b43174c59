// The actions people take on tasks and instances — approve, reject, return, transfer, cancel — each
// checked (who may act, which buttons the task offers, the reason) and run as one step of the
// instance (runtime.ts act): nothing is written when a check or the engine refuses.
import { eq } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { type Db, schema } from "../db/index.js";
import { ApiError, badRequest, forbidden } from "../lib/errors.js";
import type { ProcessGraph } from "./deploy-check.js";
import { checkMergedVariables } from "./form-fields.js";
import { workflowMessages as m } from "./messages.js";
import { act, asBadRequest, definitionOf, RESULT, serialise, taskById } from "./runtime.js";
import { buttonsOf, type DefinitionRow, isAdmin, mayAct, type TaskRow } from "./views.js";
import { MAX_INT } from "../lib/ids.js";

function requireButton(definition: DefinitionRow, task: TaskRow, code: string) {
  const button = buttonsOf(definition, task.definitionKey).find((b) => b.code === code);
  if (!button || button.isHide) throw badRequest(m.buttonHidden(button?.name ?? code));
  return button;
}

function actingOn(user: AuthUser, task: TaskRow | undefined): TaskRow {
  if (!task) throw new ApiError(500, "task expected");
  if (!mayAct(user, task)) throw forbidden(m.notYourTask);
  return task;
}

/** Approves a task (result 2; the instance continues, the variables merged). */
export async function approveTask(
  db: Db,
  user: AuthUser,
  taskId: string,
  reason: string,
  submitted: Record<string, unknown> | undefined,
  now: Date,
): Promise<void> {
  const task = await taskById(db, taskId);
  await act(
    db,
    task.instanceId,
    taskId,
    now,
    (_instance, definition, t) => {
      const own = actingOn(user, t);
      requireButton(definition, own, "approve");
      let mergeVariables: Record<string, unknown> = {};
      try {
        mergeVariables = checkMergedVariables(definition.formFields, submitted ?? {});
      } catch (error) {
        asBadRequest(error);
      }
      return {
        taskResult: RESULT.approved,
        mergeVariables,
        runningResult: RESULT.running,
        endResult: RESULT.approved,
        closeOthersWith: RESULT.cancelled,
        run: (step) => step.complete(own.executionId),
      };
    },
    (tx, t) => recordActor(tx, t, user, reason),
  );
}

/** Rejects a task (result 3): the instance ends rejected with the reason. */
export async function rejectTask(db: Db, user: AuthUser, taskId: string, reason: string, now: Date): Promise<void> {
  const task = await taskById(db, taskId);
  await act(
    db,
    task.instanceId,
    taskId,
    now,
    (_instance, definition, t) => {
      requireButton(definition, actingOn(user, t), "reject");
      return {
        taskResult: RESULT.rejected,
        runningResult: RESULT.rejected,
        endResult: RESULT.rejected,
        closeOthersWith: RESULT.cancelled,
        endReason: reason,
        run: (step) => step.discardProcess(),
      };
    },
    (tx, t) => recordActor(tx, t, user, reason),
  );
}

/**
 * The earlier user tasks of the instance (by first pass) a task may return to. Returns run between
 * tasks at the process's top level only: a task inside a sub-process has none, and one outside cannot
 * return into a sub-process (the engine would have to re-enter it half-way).
 */
export async function returnTargets(db: Db, task: TaskRow): Promise<{ key: string; name: string }[]> {
  const rows = await db
    .select({ key: schema.bpmTasks.definitionKey, name: schema.bpmTasks.name })
    .from(schema.bpmTasks)
    .where(eq(schema.bpmTasks.instanceId, task.instanceId))
    .orderBy(schema.bpmTasks.createdAt);
  const [owner] = await db
    .select({ graph: schema.bpmProcessDefinitions.graph })
    .from(schema.bpmProcessInstances)
    .innerJoin(
      schema.bpmProcessDefinitions,
      eq(schema.bpmProcessDefinitions.id, schema.bpmProcessInstances.definitionId),
    )
    .where(eq(schema.bpmProcessInstances.id, task.instanceId));
  const nodes = (owner?.graph as unknown as ProcessGraph | undefined)?.nodes ?? {};
  const topLevel = (key: string) => !nodes[key]?.parent;
  if (!topLevel(task.definitionKey)) return [];
  const seen = new Map<string, string>();
  for (const r of rows)
    if (r.key !== task.definitionKey && topLevel(r.key) && !seen.has(r.key)) seen.set(r.key, r.name);
  return [...seen].map(([key, name]) => ({ key, name }));
}

/** Returns a task to an earlier user task (result 5; a new task there; the instance shows 5 until the next approval). */
export async function returnTask(
  db: Db,
  user: AuthUser,
  taskId: string,
  targetKey: string,
  reason: string,
  now: Date,
): Promise<void> {
  const task = await taskById(db, taskId);
  const targets = await returnTargets(db, task);
  await act(
    db,
    task.instanceId,
    taskId,
    now,
    (_instance, definition, t) => {
      const own = actingOn(user, t);
      const button = requireButton(definition, own, "return");
      if (button.next && button.next !== targetKey) throw badRequest(m.returnTargetFixed(button.next));
      if (!targets.some((x) => x.key === targetKey)) throw badRequest(m.returnTargetInvalid(targetKey));
      return {
        taskResult: RESULT.returned,
        runningResult: RESULT.returned,
        endResult: RESULT.returned,
        closeOthersWith: RESULT.cancelled,
        run: (step) => step.returnTo(own.executionId, targetKey),
      };
    },
    (tx, t) => recordActor(tx, t, user, reason),
  );
}

/** Hands a task to another person (it stays open; the reason is recorded with the task). */
export async function transferTask(
  db: Db,
  user: AuthUser,
  taskId: string,
  toUserId: number,
  reason: string,
  now: Date,
): Promise<void> {
  const task = await taskById(db, taskId);
  const [target] =
    toUserId <= MAX_INT
      ? await db
          .select({ id: schema.users.id, status: schema.users.status })
          .from(schema.users)
          .where(eq(schema.users.id, toUserId))
      : [];
  if (!target || target.status !== 0) throw badRequest(m.transferTargetInvalid(toUserId));
  await serialise(task.instanceId, () =>
    db.transaction(async (tx) => {
      const [instance] = await tx
        .select()
        .from(schema.bpmProcessInstances)
        .where(eq(schema.bpmProcessInstances.id, task.instanceId))
        .for("update");
      const t = await taskById(tx, taskId);
      if (t.endTime || !instance || instance.status !== 1) throw badRequest(m.taskClosed);
      actingOn(user, t);
      requireButton(await definitionOf(tx, instance.definitionId), t, "transfer");
      if (t.assigneeUserId === toUserId) throw badRequest(m.transferToSelf);
      await tx
        .update(schema.bpmTasks)
        .set({
          assigneeUserId: toUserId,
          candidateUserIds: [],
          reason,
          transfers: [
            ...t.transfers,
            { fromUserId: t.assigneeUserId, toUserId, byUserId: user.id, reason, time: now.getTime() },
          ],
        })
        .where(eq(schema.bpmTasks.id, t.id));
      await tx
        .update(schema.bpmProcessInstances)
        .set({ revision: instance.revision + 1 })
        .where(eq(schema.bpmProcessInstances.id, instance.id));
    }),
  );
}

/** Cancels an instance (its starter or an administrator): result 4, open tasks 4, the reason kept. */
export async function cancelInstance(
  db: Db,
  user: AuthUser,
  instanceId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await act(db, instanceId, undefined, now, (instance) => {
    if (instance.startUserId !== user.id && !isAdmin(user)) throw forbidden(m.notStarter);
    return {
      runningResult: RESULT.cancelled,
      endResult: RESULT.cancelled,
      closeOthersWith: RESULT.cancelled,
      endReason: reason,
      run: (step) => step.discardProcess(),
    };
  });
}

/** Records who completed a task (a candidate, or an administrator acting for the assignee, becomes its assignee) and their reason. */
async function recordActor(tx: Db, task: TaskRow, user: AuthUser, reason: string): Promise<void> {
  await tx.update(schema.bpmTasks).set({ assigneeUserId: user.id, reason }).where(eq(schema.bpmTasks.id, task.id));
}
