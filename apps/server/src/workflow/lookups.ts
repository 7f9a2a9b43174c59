// Lookups the workflow handlers share: rows by id (404 when absent), model views with their latest
// deployment, and paging.
import type { components } from "@smartclass/api";
import { desc, eq, inArray } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { type Db, schema } from "../db/index.js";
import { badRequest, forbidden, notFound } from "../lib/errors.js";
import { DeployRefusal } from "./deploy-check.js";
import { FormError } from "./form-fields.js";
import { workflowMessages as m } from "./messages.js";
import { canManageModel } from "./model-owner.js";
import type { ModelRow } from "./models.js";
import { definitionView, type InstanceRow, maySee } from "./views.js";
import { MAX_INT } from "../lib/ids.js";

type S = components["schemas"];

// The bpm routes take paging and search from here with the other lookups.
export { type Page, pageOf } from "../lib/paging.js";
export { containing } from "../lib/sql-like.js";

/** Runs a check whose refusals are for people, answering them as 400. */
export async function refusedAs400<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof DeployRefusal || error instanceof FormError) throw badRequest(error.message);
    throw error;
  }
}

/** A model by id (404 when absent). */
export async function modelById(db: Db, id: number): Promise<ModelRow> {
  const [row] = id <= MAX_INT ? await db.select().from(schema.bpmModels).where(eq(schema.bpmModels.id, id)) : [];
  if (!row) throw notFound(m.modelNotFound(id));
  return row;
}

/** A form by id (404 when absent). */
export async function formById(db: Db, id: number) {
  const [row] = id <= MAX_INT ? await db.select().from(schema.bpmForms).where(eq(schema.bpmForms.id, id)) : [];
  if (!row) throw notFound(m.formNotFound(id));
  return row;
}

/** An instance the caller may see (404 when absent, 403 when not theirs). */
export async function visibleInstance(db: Db, user: AuthUser, id: string): Promise<InstanceRow> {
  const [row] = await db.select().from(schema.bpmProcessInstances).where(eq(schema.bpmProcessInstances.id, id));
  if (!row) throw notFound(m.instanceNotFound(id));
  if (!(await maySee(db, user, row))) throw forbidden(m.notYourInstance);
  return row;
}

/** BpmModel views (form names, owners and latest deployments looked up once), as the viewer may act on them. */
export async function modelViews(db: Db, models: ModelRow[], viewer: AuthUser | undefined): Promise<S["BpmModel"][]> {
  if (!models.length) return [];
  const formIds = [...new Set(models.map((x) => x.formId).filter((x): x is number => x !== null))];
  const forms = formIds.length
    ? await db
        .select({ id: schema.bpmForms.id, name: schema.bpmForms.name })
        .from(schema.bpmForms)
        .where(inArray(schema.bpmForms.id, formIds))
    : [];
  const ownerIds = [...new Set(models.map((x) => x.ownerUserId).filter((x): x is number => x !== null))];
  const owners = ownerIds.length
    ? await db
        .select({ id: schema.users.id, nickname: schema.users.nickname })
        .from(schema.users)
        .where(inArray(schema.users.id, ownerIds))
    : [];
  const definitions = await db
    .select()
    .from(schema.bpmProcessDefinitions)
    .where(
      inArray(
        schema.bpmProcessDefinitions.modelId,
        models.map((x) => x.id),
      ),
    )
    .orderBy(desc(schema.bpmProcessDefinitions.version));
  return models.map((x) => {
    const latest = definitions.find((d) => d.modelId === x.id);
    return {
      id: x.id,
      key: x.key,
      name: x.name,
      description: x.description,
      category: x.category,
      engine: x.engine as S["BpmEngine"],
      formId: x.formId,
      formName: forms.find((f) => f.id === x.formId)?.name ?? null,
      createTime: x.createdAt.getTime(),
      updateTime: x.updatedAt.getTime(),
      latestDefinition: latest ? definitionView(latest) : null,
      ownerUserId: x.ownerUserId,
      ownerName: owners.find((o) => o.id === x.ownerUserId)?.nickname ?? null,
      canManage: canManageModel(viewer, x),
    };
  });
}

/** BpmModelDetail of a model. */
export async function modelDetail(db: Db, model: ModelRow, viewer: AuthUser | undefined): Promise<S["BpmModelDetail"]> {
  const [view] = await modelViews(db, [model], viewer);
  return { ...view!, xml: model.xml, settings: model.settings };
}

/** BpmForm of a form row. */
export const formView = (f: typeof schema.bpmForms.$inferSelect): S["BpmForm"] => ({
  id: f.id,
  name: f.name,
  status: f.status as 0 | 1,
  remark: f.remark,
  fields: f.fields,
  createTime: f.createdAt.getTime(),
});
