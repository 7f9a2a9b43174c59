// Running instances, statelessly per request (the actions themselves are in task-actions.ts): load the saved engine state → recover → resume → act →
// run until the engine waits again or ends → save the new state with the task and activity rows it
// produced, in one transaction. Actions on one instance are serialised twice over: an in-process queue
// per instance (instance-queue.ts), and the instance's row locked (SELECT … FOR UPDATE) with a revision check, so two
// approvals of one task can never both win, even across processes sharing PostgreSQL.
import { randomUUID } from "node:crypto";

import { and, eq, isNull, ne, sql } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { type Db, schema } from "../db/index.js";
import { badRequest, notFound } from "../lib/errors.js";
import { runInLanguage } from "../lib/request-language.js";
import type { ProcessGraph } from "./process-graph.js";
import {
  CALLED_BY,
  type CalledBy,
  CORRELATES,
  EngineFailure,
  type EngineState,
  EngineStep,
  WAITS_FOR,
} from "./engine-runner.js";
import { checkStartVariables, FormError } from "./form-fields.js";
import { workflowMessages as m } from "./messages.js";
import { databaseDirectory } from "./org.js";
import { definitionOf, RESULT, taskById } from "./instance-rows.js";
import { serialise } from "./instance-queue.js";
import { persistStep } from "./persist-step.js";
import type { DefinitionRow, InstanceRow, TaskRow } from "./views.js";

// The task actions, the timer sweeper and the bpm routes reach these through the runtime.
export { definitionOf, RESULT, serialise, taskById };

/** Turns refusals meant for people (engine, form) into 400s. */
export function asBadRequest(error: unknown): never {
  if (error instanceof EngineFailure || error instanceof FormError) throw badRequest(error.message);
  throw error;
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
    step = await EngineStep.start(id, definition.xml, graph, () => variables, now);
  } catch (error) {
    asBadRequest(error);
  }
  try {
    await db.transaction((tx) => saveNewInstance(tx, definition, user.id, variables, step, now, 0));
  } catch (error) {
    asBadRequest(error);
  }
  return id;
}

/** How deep call activities may nest (a process calling itself without waiting would never stop). */
const MAX_CALL_DEPTH = 8;

/**
 * Inserts a started instance with its rows, after starting the instances its call activities call
 * (a called instance that ended at once completes its call activity in the same step).
 */
async function saveNewInstance(
  tx: Db,
  definition: DefinitionRow,
  startUserId: number,
  variables: Record<string, unknown>,
  step: EngineStep,
  now: Date,
  depth: number,
): Promise<boolean> {
  const id = step.name;
  await runCalls(tx, step, id, startUserId, variables, now, depth);
  const ended = step.ended;
  const [instance] = await tx
    .insert(schema.bpmProcessInstances)
    .values({
      id,
      definitionId: definition.id,
      name: definition.name,
      category: definition.category,
      startUserId,
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
  await deliverThrown(tx, step, now);
  return ended;
}

/**
 * Starts an instance of the latest version of the called key for every call activity the step
 * started (with the caller's starter and a copy of its variables); a called instance that ends at
 * once completes its call activity, which may start further calls.
 */
async function runCalls(
  tx: Db,
  step: EngineStep,
  callerId: string,
  startUserId: number,
  variables: Record<string, unknown>,
  now: Date,
  depth: number,
): Promise<void> {
  let handled = 0;
  for (;;) {
    const calls = step.events.flatMap((e) => (e.kind === "call" ? [e] : [])).slice(handled);
    if (calls.length === 0) return;
    handled += calls.length;
    for (const call of calls) {
      if (depth >= MAX_CALL_DEPTH) throw new EngineFailure(m.engineFailed(`call depth over ${MAX_CALL_DEPTH}`));
      const [called] = await tx
        .select()
        .from(schema.bpmProcessDefinitions)
        .where(eq(schema.bpmProcessDefinitions.key, call.calledElement))
        .orderBy(sql`${schema.bpmProcessDefinitions.version} desc`)
        .limit(1);
      if (!called) throw new EngineFailure(m.engineFailed(`no deployed process ${call.calledElement}`));
      const graph = called.graph as unknown as ProcessGraph;
      const inherited = { ...variables };
      const child = await EngineStep.start(randomUUID(), called.xml, graph, () => inherited, now);
      child.calledBy = { instanceId: callerId, executionId: call.executionId };
      const ended = await saveNewInstance(tx, called, startUserId, inherited, child, now, depth + 1);
      if (ended) await step.complete(call.executionId);
    }
  }
}

/** What an action does to the engine and to the rows, given the locked instance and task. */
interface Action {
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

/**
 * What a step of an instance is asked for: the instance, the task acted on (none for an action on the
 * instance), the server's time, the check of the locked rows that says what the action does, and what
 * to do once the task is closed (in the same transaction).
 */
type StepRequest = [
  instanceId: string,
  taskId: string | undefined,
  now: Date,
  check: (instance: InstanceRow, definition: DefinitionRow, task: TaskRow | undefined) => Action,
  afterTask?: (tx: Db, task: TaskRow) => Promise<void>,
];

/** Runs one step of an instance for an action on one of its tasks (or on the instance, with no task). */
export async function act(db: Db, ...request: StepRequest): Promise<void> {
  await serialise(request[0], () => db.transaction((tx) => stepLocked(tx, ...request)));
}

/**
 * One step of an instance inside a transaction, its row locked; when the step ends an instance that a
 * call activity started, the calling instance's call activity completes in the same transaction.
 */
async function stepLocked(tx: Db, ...[instanceId, taskId, now, check, afterTask]: StepRequest): Promise<void> {
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
    step = await EngineStep.recover(instance.id, instance.engineState as EngineState, graph, () => variables, now);
    await action.run(step);
    await runCalls(tx, step, instance.id, instance.startUserId, variables, now, 0);
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
      and(eq(schema.bpmProcessInstances.id, instance.id), eq(schema.bpmProcessInstances.revision, instance.revision)),
    )
    .returning({ id: schema.bpmProcessInstances.id });
  if (saved.length !== 1) throw badRequest(m.taskClosed);
  if (ended && step.calledBy) await returnToCaller(tx, step.calledBy, now);
  await cancelOrphanedCalls(tx, step, ended, now);
  await deliverThrown(tx, step, now);
}

/**
 * Cancels the running instances this one's call activities started that nothing waits for any more:
 * the caller ended (cancelled, rejected, or a terminate end event) or left the call activity (an
 * interrupting boundary event). Each is cancelled in the same transaction, with the reason in the
 * server's default language (everyone who opens the process reads it later), and its own called
 * instances after it.
 */
async function cancelOrphanedCalls(tx: Db, step: EngineStep, ended: boolean, now: Date): Promise<void> {
  const t = schema.bpmProcessInstances;
  const children = await tx
    .select({ id: t.id, engineState: t.engineState })
    .from(t)
    .where(and(eq(t.status, 1), sql`${t.engineState} -> ${CALLED_BY} ->> 'instanceId' = ${step.name}`))
    .orderBy(t.createdAt, t.id);
  const reason = runInLanguage("zh", () => m.callerEnded);
  for (const child of children) {
    const calledBy = (child.engineState as { [CALLED_BY]?: CalledBy } | null)?.[CALLED_BY];
    if (!ended && calledBy && step.isWaiting(calledBy.executionId)) continue;
    await stepLocked(tx, child.id, undefined, now, () => ({
      run: (s) => s.discardProcess(),
      runningResult: RESULT.cancelled,
      endResult: RESULT.cancelled,
      closeOthersWith: RESULT.cancelled,
      endReason: reason,
    }));
  }
}

/**
 * Delivers the messages and signals a step threw to the other running instances waiting for them, in
 * the same transaction: a signal to every one of them, a message to the one that has waited longest —
 * among those whose correlation value is the sender's when the sender's process correlates it.
 */
async function deliverThrown(tx: Db, step: EngineStep, now: Date): Promise<void> {
  const t = schema.bpmProcessInstances;
  for (const thrown of step.events.flatMap((e) => (e.kind === "throw" ? [e] : []))) {
    const correlation = thrown.channel.startsWith("message:") ? step.correlationOf(thrown.channel) : undefined;
    const waiting = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.status, 1),
          ne(t.id, step.name),
          sql`${t.engineState} -> ${WAITS_FOR} @> ${JSON.stringify([thrown.channel])}::jsonb`,
          correlation === undefined
            ? undefined
            : sql`${t.engineState} -> ${CORRELATES} ->> ${thrown.channel} = ${correlation}`,
        ),
      )
      .orderBy(t.createdAt, t.id);
    const receivers = thrown.channel.startsWith("signal:") ? waiting : waiting.slice(0, 1);
    for (const { id } of receivers) {
      await stepLocked(tx, id, undefined, now, (instance, definition) => ({
        run: (s) =>
          s.deliver(thrown.channel, (definition.graph as unknown as ProcessGraph).channels?.[thrown.channel] ?? ""),
        runningResult: instance.result,
        endResult: RESULT.approved,
        closeOthersWith: RESULT.cancelled,
      }));
    }
  }
}

/** Completes the call activity that started an ended instance, if its caller still waits in it. */
async function returnToCaller(tx: Db, calledBy: CalledBy, now: Date): Promise<void> {
  const [caller] = await tx
    .select({ status: schema.bpmProcessInstances.status })
    .from(schema.bpmProcessInstances)
    .where(eq(schema.bpmProcessInstances.id, calledBy.instanceId));
  // A caller cancelled or rejected meanwhile has nothing left to continue.
  if (caller?.status !== 1) return;
  await stepLocked(tx, calledBy.instanceId, undefined, now, (instance) => ({
    run: async (step) => {
      if (step.isWaiting(calledBy.executionId)) await step.complete(calledBy.executionId);
    },
    runningResult: instance.result,
    endResult: RESULT.approved,
    closeOthersWith: RESULT.cancelled,
  }));
}
