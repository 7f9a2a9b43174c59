// Rows as the contract shows them: BpmUser, BpmTask (with its visible buttons), BpmProcessInstance,
// BpmProcessDefinition, BpmActivity; and who may see an instance.
import type { components } from "@smartclass/api";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { type Db, schema } from "../db/index.js";

type S = components["schemas"];
export type InstanceRow = typeof schema.bpmProcessInstances.$inferSelect;
export type TaskRow = typeof schema.bpmTasks.$inferSelect;
export type DefinitionRow = typeof schema.bpmProcessDefinitions.$inferSelect;
export type ActivityRow = typeof schema.bpmActivities.$inferSelect;
export type WorkflowButton = S["BpmWorkflowButton"];

/** Whether the caller administers everything. */
export const isAdmin = (user: AuthUser) => user.roles.includes("admin") || user.permissions.includes("*:*:*");

/** The buttons a task offers when its model sets none: 通过, 不通过, 退回, 转办, all shown. */
export const DEFAULT_BUTTONS: WorkflowButton[] = [
  { id: "approve", name: "通过", code: "approve", isHide: false, sort: 0 },
  { id: "reject", name: "不通过", code: "reject", isHide: false, sort: 1 },
  { id: "return", name: "退回", code: "return", isHide: false, sort: 2 },
  { id: "transfer", name: "转办", code: "transfer", isHide: false, sort: 3 },
];

/** Every button of a user task (hidden ones too), in order: the model's, or the defaults. */
export function buttonsOf(definition: Pick<DefinitionRow, "settings">, taskKey: string): WorkflowButton[] {
  const own = definition.settings.tasks[taskKey]?.buttons ?? [];
  return [...(own.length ? own : DEFAULT_BUTTONS)].sort((a, b) => a.sort - b.sort);
}

/** The visible buttons of a user task, in order. */
const visibleButtons = (definition: Pick<DefinitionRow, "settings">, taskKey: string) =>
  buttonsOf(definition, taskKey).filter((b) => !b.isHide);

/** People by id, as workflow screens name them. */
async function usersById(db: Db, ids: (number | null | undefined)[]): Promise<Map<number, S["BpmUser"]>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: schema.users.id, nickname: schema.users.nickname, deptName: schema.users.deptName })
    .from(schema.users)
    .where(inArray(schema.users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

const removedUser = (id: number): S["BpmUser"] => ({ id, nickname: `#${id}`, deptName: null });

/** BpmProcessDefinition of a definition row. */
export function definitionView(d: DefinitionRow): S["BpmProcessDefinition"] {
  return {
    id: d.id,
    modelId: d.modelId,
    key: d.key,
    name: d.name,
    version: d.version,
    category: d.category,
    formId: d.formId,
    deployTime: d.createdAt.getTime(),
  };
}

/** BpmTask views of task rows (their instances, definitions and people looked up once). */
export async function taskViews(db: Db, tasks: TaskRow[]): Promise<S["BpmTask"][]> {
  if (!tasks.length) return [];
  const instances = await db
    .select()
    .from(schema.bpmProcessInstances)
    .where(inArray(schema.bpmProcessInstances.id, [...new Set(tasks.map((t) => t.instanceId))]));
  const byInstance = new Map(instances.map((i) => [i.id, i]));
  const definitions = await db
    .select({ id: schema.bpmProcessDefinitions.id, settings: schema.bpmProcessDefinitions.settings })
    .from(schema.bpmProcessDefinitions)
    .where(inArray(schema.bpmProcessDefinitions.id, [...new Set(instances.map((i) => i.definitionId))]));
  const byDefinition = new Map(definitions.map((d) => [d.id, d]));
  const people = await usersById(db, [...tasks.map((t) => t.assigneeUserId), ...instances.map((i) => i.startUserId)]);
  return tasks.map((t) => {
    const instance = byInstance.get(t.instanceId)!;
    const definition = byDefinition.get(instance.definitionId);
    return {
      id: t.id,
      name: t.name,
      definitionKey: t.definitionKey,
      result: t.result as S["BpmTask"]["result"],
      reason: t.reason,
      createTime: t.createdAt.getTime(),
      endTime: t.endTime ? t.endTime.getTime() : null,
      assigneeUser: t.assigneeUserId ? (people.get(t.assigneeUserId) ?? removedUser(t.assigneeUserId)) : null,
      processInstance: {
        id: instance.id,
        name: instance.name,
        startUser: people.get(instance.startUserId) ?? removedUser(instance.startUserId),
        createTime: instance.createdAt.getTime(),
      },
      buttons: t.endTime === null && definition ? visibleButtons(definition, t.definitionKey) : [],
    };
  });
}

/** BpmProcessInstance views of instance rows (with their open tasks). */
export async function instanceViews(db: Db, instances: InstanceRow[]): Promise<S["BpmProcessInstance"][]> {
  if (!instances.length) return [];
  const open = await db
    .select()
    .from(schema.bpmTasks)
    .where(
      and(
        inArray(
          schema.bpmTasks.instanceId,
          instances.map((i) => i.id),
        ),
        isNull(schema.bpmTasks.endTime),
      ),
    )
    .orderBy(schema.bpmTasks.createdAt);
  const people = await usersById(db, [...open.map((t) => t.assigneeUserId), ...instances.map((i) => i.startUserId)]);
  return instances.map((i) => ({
    id: i.id,
    name: i.name,
    processDefinitionId: i.definitionId,
    category: i.category,
    status: i.status as 1 | 2,
    result: i.result as S["BpmProcessInstance"]["result"],
    startUser: people.get(i.startUserId) ?? removedUser(i.startUserId),
    createTime: i.createdAt.getTime(),
    endTime: i.endTime ? i.endTime.getTime() : null,
    reason: i.reason,
    currentTasks: open
      .filter((t) => t.instanceId === i.id)
      .map((t) => ({
        id: t.id,
        name: t.name,
        assigneeUser: t.assigneeUserId ? (people.get(t.assigneeUserId) ?? removedUser(t.assigneeUserId)) : null,
      })),
  }));
}

/** BpmActivity of an activity row. */
export const activityView = (a: ActivityRow): S["BpmActivity"] => ({
  key: a.key,
  type: a.type,
  taskId: a.taskId,
  startTime: a.startTime.getTime(),
  endTime: a.endTime ? a.endTime.getTime() : null,
  outgoing: a.outgoing,
});

/** SQL: the task is held by the user (assignee, or a candidate of a task without an assignee). */
export const heldBy = (userId: number) =>
  or(
    eq(schema.bpmTasks.assigneeUserId, userId),
    and(
      isNull(schema.bpmTasks.assigneeUserId),
      sql`${schema.bpmTasks.candidateUserIds} @> ${JSON.stringify([userId])}::jsonb`,
    ),
  );

/** Whether the user may act on the task: its assignee, a candidate while nobody is assigned, or an administrator. */
export const mayAct = (user: AuthUser, task: TaskRow) =>
  isAdmin(user) ||
  task.assigneeUserId === user.id ||
  (task.assigneeUserId === null && task.candidateUserIds.includes(user.id));

/** Whether the user may see the instance: its starter, anyone who holds or held a task in it, or an administrator. */
export async function maySee(db: Db, user: AuthUser, instance: InstanceRow): Promise<boolean> {
  if (isAdmin(user) || instance.startUserId === user.id) return true;
  const [task] = await db
    .select({ id: schema.bpmTasks.id })
    .from(schema.bpmTasks)
    .where(
      and(
        eq(schema.bpmTasks.instanceId, instance.id),
        or(
          eq(schema.bpmTasks.assigneeUserId, user.id),
          sql`${schema.bpmTasks.candidateUserIds} @> ${JSON.stringify([user.id])}::jsonb`,
        ),
      ),
    )
    .limit(1);
  return task !== undefined;
}
