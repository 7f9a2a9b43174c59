// Turns what the engine did in one step into rows: an activity row per pass through a flow node (with
// the flows it took), a task row (with its assignee or candidates) per user task the engine now waits
// in, and every pass that is no longer waiting closed. Runs inside the step's transaction.
import { randomUUID } from "node:crypto";

import { and, eq, inArray, isNull } from "drizzle-orm";

import { type Db, schema } from "../db/index.js";
import { assignTask, type Directory } from "./assignees.js";
import type { ProcessGraph, UserTaskInfo } from "./deploy-check.js";
import type { EngineStep } from "./engine-runner.js";
import type { ActivityRow, DefinitionRow, InstanceRow } from "./views.js";

type NewActivity = typeof schema.bpmActivities.$inferInsert;

/** The execution id of one iteration of a multi-instance task: its parent's, then _ and the index. */
const ITERATION = /^(.*)_(\d+)$/;
/** A task's result when the engine ended it (runtime.ts RESULT.cancelled). */
const TASK_CANCELLED = 4;

/**
 * The assignee attributes of one iteration: when a multi-instance task names candidate users, the
 * iteration with index i goes to the i-th of them (会签 by named people); otherwise each iteration
 * has the task's own attributes.
 */
function iterationInfo(info: UserTaskInfo, index: number | undefined): UserTaskInfo {
  const person = index === undefined ? undefined : info.candidateUsers?.[index];
  if (!person) return info;
  return { name: info.name, assignee: person };
}

/** What a step produced beyond rows: the assignment notes to add to the instance. */
export interface PersistedStep {
  notes: string[];
  newTaskIds: string[];
}

/** Writes the activities and tasks of a step (inside its transaction). */
export async function persistStep(
  tx: Db,
  step: EngineStep,
  ctx: { instance: InstanceRow; definition: DefinitionRow; variables: Record<string, unknown>; now: Date },
  dir: Directory,
): Promise<PersistedStep> {
  const { instance, definition, now } = ctx;
  const graph = definition.graph as unknown as ProcessGraph;
  const existing = await tx
    .select()
    .from(schema.bpmActivities)
    .where(eq(schema.bpmActivities.instanceId, instance.id))
    .orderBy(schema.bpmActivities.id);
  const byExecution = new Map<string, ActivityRow | NewActivity>(existing.map((a) => [a.executionId, a]));
  const latestByKey = new Map<string, ActivityRow | NewActivity>(existing.map((a) => [a.key, a]));
  const dirty = new Set<ActivityRow>();
  const created: NewActivity[] = [];
  const notes: string[] = [];
  const newTaskIds: string[] = [];
  const touch = (row: ActivityRow | NewActivity) => {
    if ("id" in row && typeof row.id === "number") dirty.add(row as ActivityRow);
  };

  /** The index of an iteration of a multi-instance task whose parent execution has a row. */
  const iterationIndex = (executionId: string): number | undefined => {
    const match = ITERATION.exec(executionId);
    return match && byExecution.has(match[1]!) ? Number(match[2]) : undefined;
  };
  const iterationRow = (key: string, type: string, executionId: string): NewActivity | undefined => {
    if (iterationIndex(executionId) === undefined) return undefined;
    const fresh: NewActivity = {
      instanceId: instance.id,
      key,
      type,
      executionId,
      outgoing: [],
      startTime: now,
      endTime: null,
    };
    created.push(fresh);
    byExecution.set(executionId, fresh);
    return fresh;
  };

  for (const event of step.events) {
    if (event.kind === "take") {
      const source = latestByKey.get(event.sourceId);
      if (source) {
        source.outgoing = [...(source.outgoing ?? []), event.id];
        touch(source);
      }
      continue;
    }
    if (event.type === "bpmn:SequenceFlow") continue;
    const row = byExecution.get(event.executionId);
    switch (event.kind) {
      case "start": {
        const fresh: NewActivity = {
          instanceId: instance.id,
          key: event.id,
          type: event.type,
          executionId: event.executionId,
          outgoing: [],
          startTime: now,
          endTime: null,
        };
        created.push(fresh);
        byExecution.set(event.executionId, fresh);
        latestByKey.set(event.id, fresh);
        break;
      }
      case "end":
      case "discard":
        if (row && !row.endTime) {
          row.endTime = now;
          touch(row);
        }
        break;
      case "wait": {
        if (event.type !== "bpmn:UserTask") break;
        // Each iteration of a multi-instance task waits under its own execution id (parent id + _N)
        // without a start of its own: it gets its own row, so it is a task and a pass of its own.
        const waitRow = row ?? iterationRow(event.id, event.type, event.executionId);
        if (!waitRow || waitRow.taskId) break;
        const info = iterationInfo(
          graph.userTasks[event.id] ?? { name: event.id },
          row ? undefined : iterationIndex(event.executionId),
        );
        const assignment = await assignTask(
          { name: info.name, info, rules: definition.settings.tasks[event.id]?.rules ?? [] },
          ctx.variables,
          instance.startUserId,
          dir,
        );
        const taskId = randomUUID();
        await tx.insert(schema.bpmTasks).values({
          id: taskId,
          instanceId: instance.id,
          definitionKey: event.id,
          name: info.name,
          executionId: event.executionId,
          assigneeUserId: assignment.assigneeUserId,
          candidateUserIds: assignment.candidateUserIds,
          createdAt: now,
        });
        if (assignment.note) notes.push(assignment.note);
        newTaskIds.push(taskId);
        waitRow.taskId = taskId;
        touch(waitRow);
        break;
      }
    }
  }

  // A pass the engine no longer waits in is over (a returned or discarded task, a discarded process).
  const waiting = new Set(step.waiting().map((w) => w.executionId));
  for (const row of [...existing, ...created]) {
    if (!row.endTime && !waiting.has(row.executionId)) {
      row.endTime = now;
      touch(row);
    }
  }

  // A task whose execution the engine no longer waits in was ended by the engine (the other
  // iterations of a multi-instance task once its completion condition held): it is cancelled.
  const openTasks = await tx
    .select({ id: schema.bpmTasks.id, executionId: schema.bpmTasks.executionId })
    .from(schema.bpmTasks)
    .where(and(eq(schema.bpmTasks.instanceId, instance.id), isNull(schema.bpmTasks.endTime)));
  const gone = openTasks.filter((t) => !waiting.has(t.executionId)).map((t) => t.id);
  if (gone.length && !step.ended)
    await tx
      .update(schema.bpmTasks)
      .set({ result: TASK_CANCELLED, endTime: now })
      .where(inArray(schema.bpmTasks.id, gone));

  if (created.length) await tx.insert(schema.bpmActivities).values(created);
  for (const row of dirty) {
    await tx
      .update(schema.bpmActivities)
      .set({ outgoing: row.outgoing, endTime: row.endTime, taskId: row.taskId })
      .where(eq(schema.bpmActivities.id, row.id));
  }
  return { notes, newTaskIds };
}
