// Running instances, statelessly per request (the actions themselves are in task-actions.ts): load the saved engine state → recover → resume → act →
// run until the engine waits again or ends → save the new state with the task and activity rows it
// produced, in one transaction. Actions on one instance are serialised twice over: an in-process queue
// per instance, and the instance's row locked (SELECT … FOR UPDATE) with a revision check, so two
// approvals of one task can never both win, even across processes sharing PostgreSQL.
import { randomUUID } from "node:crypto";

import { and, eq, isNull, sql } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { type Db, schema } from "../db/index.js";
import { badRequest, notFound } from "../lib/errors.js";
import type { ProcessGraph } from "./deploy-check.js";
import { EngineFailure, type EngineState, EngineStep } from "./engine-runner.js";
import { checkStartVariables, FormError } from "./form-fields.js";
import { workflowMessages as m } from "./messages.js";
import { databaseDirectory } from "./org.js";
import { persistStep } from "./persist-step.js";
import type { DefinitionRow, InstanceRow, TaskRow } from "./views.js";

/** Instance and task results (spec §4). */
export const RESULT = { running: 1, approved: 2, rejected: 3, cancelled: 4, returned: 5 } as const;

const queues = new Map<string, Promise<unknown>>();

/** Runs `fn` after every earlier action on the same instance in this process has finished. */
export function serialise<T>(instanceId: string, fn: () => Promise<T>): Promise<T> {
  const previous = queues.get(instanceId) ?? Promise.resolve();
  const next = previous.then(fn, fn);
  const settled = next.catch(() => undefined);
  queues.set(instanceId, settled);
  void settled.then(() => {
    if (queues.get(instanceId) === settled) queues.delete(instanceId);
  });
  return next;
}

const labelIn = (graph: ProcessGraph) => (id: string) => m.element(id, graph.nodes[id]?.name);

/** Turns refusals meant for people (engine, form) into 400s. */
export function asBadRequest(error: unknown): never {
  if (error instanceof EngineFailure || error instanceof FormError) throw badRequest(error.message);
  throw error;
}

/** A definition row by id (404 when absent). */
export async function definitionOf(db: Db, id: number): Promise<DefinitionRow> {
  const [d] =
    id <= 2_147_483_647
      ? await db.select().from(schema.bpmProcessDefinitions).where(eq(schema.bpmProcessDefinitions.id, id))
      : [];
  if (!d) throw notFound(m.definitionNotFound(id));
  return d;
}

/** Starts an instance of a deployed definition with the start form's values; answers its id. */
export async function startInstance(
  db: Db,
  user: AuthUser,
  definitionId: number,
  submitted: Record<string, unknown>,
  now: Date,
): Promise<string> {
  const definition = await definitionOf(db, definitionId);
  const [latest] = await db
    .select({ id: schema.bpmProcessDefinitions.id })
    .from(schema.bpmProcessDefinitions)
    .where(eq(schema.bpmProcessDefinitions.key, definition.key))
    .orderBy(sql`${schema.bpmProcessDefinitions.version} desc`)
    .limit(1);
  if (latest?.id !== definition.id) throw badRequest(m.definitionNotLatest);
  let variables: Record<string, unknown>;
  try {
    variables = checkStartVariables(definition.formFields, submitted);
  } catch (error) {
    asBadRequest(error);
  }
  const graph = definition.graph as unknown as ProcessGraph;
  const id = randomUUID();
  let step: EngineStep;
  try {
    step = await EngineStep.start(id, definition.xml, graph.processId, () => variables, labelIn(graph), now);
  } catch (error) {
    asBadRequest(error);
  }
  await db.transaction(async (tx) => {
    const ended = step.ended;
    const [instance] = await tx
      .insert(schema.bpmProcessInstances)
      .values({
        id,
        definitionId: definition.id,
        name: definition.name,
        category: definition.category,
        startUserId: user.id,
        status: ended ? 2 : 1,
        result: ended ? RESULT.approved : RESULT.running,
        variables,
        engineState: ended ? null : await step.state(),
        createdAt: now,
        endTime: ended ? now : null,
      })
      .returning();
    const persisted = await persistStep(
      tx,
      step,
      { instance: instance!, definition, variables, now },
      databaseDirectory(tx),
    );
    if (persisted.notes.length)
      await tx
        .update(schema.bpmProcessInstances)
        .set({ notes: persisted.notes })
        .where(eq(schema.bpmProcessInstances.id, id));
  });
  return id;
}

/** What an action does to the engine and to the rows, given the locked instance and task. */
export interface Action {
  /** The task's own result once acted on (absent: the task stays open, e.g. transfer). */
  taskResult?: number;
  run(step: EngineStep): Promise<void>;
  /** The instance's result while it keeps running after the action. */
  runningResult: number;
  /** The instance's result if the action ends it. */
  endResult: number;
  /** What open tasks of an ended instance become. */
  closeOthersWith: number;
  /** The instance's reason when the action ends it. */
  endReason?: string;
  mergeVariables?: Record<string, unknown>;
}

/** A task row by id (404 when there is none). */
export async function taskById(db: Db, id: string): Promise<TaskRow> {
  const [task] = await db.select().from(schema.bpmTasks).where(eq(schema.bpmTasks.id, id));
  if (!task) throw notFound(m.taskNotFound(id));
  return task;
}

/** Runs one step of an instance for an action on one of its tasks (or on the instance, with no task). */
export async function act(
  db: Db,
  instanceId: string,
  taskId: string | undefined,
  now: Date,
  check: (instance: InstanceRow, definition: DefinitionRow, task: TaskRow | undefined) => Action,
  afterTask?: (tx: Db, task: TaskRow) => Promise<void>,
): Promise<void> {
  await serialise(instanceId, () =>
    db.transaction(async (tx) => {
      const [instance] = await tx
        .select()
        .from(schema.bpmProcessInstances)
        .where(eq(schema.bpmProcessInstances.id, instanceId))
        .for("update");
      if (!instance) throw notFound(m.instanceNotFound(instanceId));
      const task = taskId ? await taskById(tx, taskId) : undefined;
      if (task && task.endTime) throw badRequest(m.taskClosed);
      if (instance.status !== 1 || !instance.engineState) throw badRequest(m.instanceFinished);
      const definition = await definitionOf(tx, instance.definitionId);
      const action = check(instance, definition, task);

      const variables = { ...instance.variables, ...action.mergeVariables };
      const graph = definition.graph as unknown as ProcessGraph;
      let step: EngineStep;
      try {
        step = await EngineStep.recover(
          instance.id,
          instance.engineState as EngineState,
          () => variables,
          labelIn(graph),
          now,
        );
        await action.run(step);
      } catch (error) {
        asBadRequest(error);
      }
      if (task && action.taskResult !== undefined) {
        await tx
          .update(schema.bpmTasks)
          .set({ result: action.taskResult, endTime: now })
          .where(eq(schema.bpmTasks.id, task.id));
      }
      if (task && afterTask) await afterTask(tx, task);
      const persisted = await persistStep(tx, step, { instance, definition, variables, now }, databaseDirectory(tx));
      const ended = step.ended;
      if (ended) {
        await tx
          .update(schema.bpmTasks)
          .set({ result: action.closeOthersWith, endTime: now })
          .where(and(eq(schema.bpmTasks.instanceId, instance.id), isNull(schema.bpmTasks.endTime)));
      }
      const saved = await tx
        .update(schema.bpmProcessInstances)
        .set({
          variables,
          engineState: ended ? null : await step.state(),
          revision: instance.revision + 1,
          notes: [...instance.notes, ...persisted.notes],
          ...(ended
            ? { status: 2, result: action.endResult, endTime: now, reason: action.endReason ?? null }
            : { result: action.runningResult }),
        })
        .where(
          and(
            eq(schema.bpmProcessInstances.id, instance.id),
            eq(schema.bpmProcessInstances.revision, instance.revision),
          ),
        )
        .returning({ id: schema.bpmProcessInstances.id });
      if (saved.length !== 1) throw badRequest(m.taskClosed);
    }),
  );
}
