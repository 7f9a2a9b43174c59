// The workflow's tables: the school's organisation that assignee rules name (departments with heads,
// posts, user groups), process forms and models, deployed definitions, and running instances with the
// engine's saved state, their tasks and the activities the viewer draws.
import type { components } from "@smartclass/api";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { users } from "./schema.js";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();

type FormField = components["schemas"]["BpmFormField"];
type ModelSettings = components["schemas"]["BpmModelSettings"];

/** A department; its members are the users whose dept_name is its name (the admin screens edit that). */
export const departments = pgTable("departments", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  parentId: integer("parent_id").notNull().default(0),
  /** The department head (部门负责人). */
  leaderUserId: integer("leader_user_id").references(() => users.id, { onDelete: "set null" }),
  sort: integer("sort").notNull().default(0),
});

/** A post (岗位), e.g. 教务主任; people hold posts through user_posts. */
export const posts = pgTable("posts", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const userPosts = pgTable(
  "user_posts",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

/** A user group (用户组), e.g. 审批小组. */
export const userGroups = pgTable("user_groups", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description"),
  memberUserIds: jsonb("member_user_ids").$type<number[]>().notNull().default([]),
});

/** A process form: the fields a person fills in to start a process. status 0 enabled, 1 disabled. */
export const bpmForms = pgTable("bpm_forms", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  status: integer("status").notNull().default(0),
  remark: text("remark"),
  fields: jsonb("fields").$type<FormField[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** A process model: what the designer edits (XML and the per-task and per-flow settings). */
export const bpmModels = pgTable("bpm_models", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
  engine: text("engine").notNull(),
  category: text("category"),
  description: text("description"),
  formId: integer("form_id").references(() => bpmForms.id, { onDelete: "set null" }),
  xml: text("xml").notNull(),
  settings: jsonb("settings").$type<ModelSettings>().notNull(),
  /**
   * Who created the model: only they, or a holder of bpm:model:manage, may update, delete or deploy it.
   * Null when unknown (a model from before owners were recorded, or its creator was deleted); then only
   * the process administrators may change it.
   */
  ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** A deployed version of a model: a frozen copy of its XML, settings, summary and form fields. */
export const bpmProcessDefinitions = pgTable(
  "bpm_process_definitions",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id").notNull(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    version: integer("version").notNull(),
    category: text("category"),
    description: text("description"),
    formId: integer("form_id"),
    formFields: jsonb("form_fields").$type<FormField[]>().notNull(),
    xml: text("xml").notNull(),
    settings: jsonb("settings").$type<ModelSettings>().notNull(),
    /** The deploy check's summary of the process (workflow/deploy-check.ts ProcessGraph). */
    graph: jsonb("graph").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("bpm_process_definitions_key_version_idx").on(t.key, t.version)],
);

/**
 * A process instance. status 1 running, 2 finished; result (spec §4) 1 in progress, 2 approved,
 * 3 rejected, 4 cancelled, 5 returned. `engineState` is bpmn-engine's getState() at the last wait
 * state (null once finished); `revision` counts saved steps, so two writers cannot both win.
 */
export const bpmProcessInstances = pgTable(
  "bpm_process_instances",
  {
    id: text("id").primaryKey(),
    definitionId: integer("definition_id")
      .notNull()
      .references(() => bpmProcessDefinitions.id),
    name: text("name").notNull(),
    category: text("category"),
    startUserId: integer("start_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: integer("status").notNull().default(1),
    result: integer("result").notNull().default(1),
    reason: text("reason"),
    variables: jsonb("variables").$type<Record<string, unknown>>().notNull(),
    engineState: jsonb("engine_state").$type<Record<string, unknown>>(),
    revision: integer("revision").notNull().default(0),
    /** Why a task could not be assigned as designed (so an instance never stalls silently). */
    notes: jsonb("notes").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    endTime: ts("end_time"),
  },
  (t) => [index("bpm_process_instances_start_user_idx").on(t.startUserId, t.createdAt)],
);

/** A transfer of a task (kept with the task; the reason is shown as the task's reason until it is done). */
export interface TaskTransfer {
  fromUserId: number | null;
  toUserId: number;
  byUserId: number;
  reason: string;
  time: number;
}

/**
 * A user task of an instance. result (spec §4): 1 in progress, 2 approved, 3 rejected, 4 cancelled,
 * 5 returned. An open task with no assignee is held by its candidates; whoever completes it becomes its
 * assignee. `executionId` is the engine's execution the task signals.
 */
export const bpmTasks = pgTable(
  "bpm_tasks",
  {
    id: text("id").primaryKey(),
    instanceId: text("instance_id")
      .notNull()
      .references(() => bpmProcessInstances.id, { onDelete: "cascade" }),
    definitionKey: text("definition_key").notNull(),
    name: text("name").notNull(),
    executionId: text("execution_id").notNull(),
    assigneeUserId: integer("assignee_user_id").references(() => users.id, { onDelete: "set null" }),
    candidateUserIds: jsonb("candidate_user_ids").$type<number[]>().notNull().default([]),
    result: integer("result").notNull().default(1),
    reason: text("reason"),
    transfers: jsonb("transfers").$type<TaskTransfer[]>().notNull().default([]),
    createdAt: createdAt(),
    endTime: ts("end_time"),
  },
  (t) => [
    index("bpm_tasks_instance_idx").on(t.instanceId),
    index("bpm_tasks_assignee_idx").on(t.assigneeUserId, t.endTime),
    uniqueIndex("bpm_tasks_execution_idx").on(t.instanceId, t.executionId),
  ],
);

/** One pass of an instance through a flow node (the viewer's highlights). */
export const bpmActivities = pgTable(
  "bpm_activities",
  {
    id: serial("id").primaryKey(),
    instanceId: text("instance_id")
      .notNull()
      .references(() => bpmProcessInstances.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    type: text("type").notNull(),
    executionId: text("execution_id").notNull(),
    taskId: text("task_id"),
    outgoing: jsonb("outgoing").$type<string[]>().notNull().default([]),
    startTime: ts("start_time").notNull(),
    endTime: ts("end_time"),
  },
  (t) => [index("bpm_activities_instance_idx").on(t.instanceId, t.startTime)],
);
