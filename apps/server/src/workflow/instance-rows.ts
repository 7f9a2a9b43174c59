// The rows a step of an instance starts from, by id (404 when absent), and what a finished task or
// instance ended with.
import { eq } from "drizzle-orm";

import { type Db, schema } from "../db/index.js";
import { MAX_INT } from "../lib/ids.js";
import { notFound } from "../lib/errors.js";
import { workflowMessages as m } from "./messages.js";
import type { DefinitionRow, TaskRow } from "./views.js";

/** Instance and task results (spec §4). */
export const RESULT = { running: 1, approved: 2, rejected: 3, cancelled: 4, returned: 5 } as const;

/** A definition row by id (404 when absent). */
export async function definitionOf(db: Db, id: number): Promise<DefinitionRow> {
  const [d] =
    id <= MAX_INT
      ? await db.select().from(schema.bpmProcessDefinitions).where(eq(schema.bpmProcessDefinitions.id, id))
      : [];
  if (!d) throw notFound(m.definitionNotFound(id));
  return d;
}

/** A task row by id (404 when there is none). */
export async function taskById(db: Db, id: string): Promise<TaskRow> {
  const [task] = await db.select().from(schema.bpmTasks).where(eq(schema.bpmTasks.id, id));
  if (!task) throw notFound(m.taskNotFound(id));
  return task;
}
