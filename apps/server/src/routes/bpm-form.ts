// Process forms (/bpm/form): page, get, the simple list the model page picks from, create, update,
// delete (refused while a model uses the form). Fields are checked as the form widget checks them.
import type { components } from "@smartclass/api";
import { desc, eq, ilike } from "drizzle-orm";

import { schema } from "../db/index.js";
import { badRequest } from "../lib/errors.js";
import { checkFormFields } from "../workflow/form-fields.js";
import { containing, formById, formView, type Page, pageOf, refusedAs400 } from "../workflow/lookups.js";
import { workflowMessages as m } from "../workflow/messages.js";
import { type Handler, op } from "./types.js";
import { serverMessages } from "../lib/messages.js";

type S = components["schemas"];
const t = schema.bpmForms;

export const bpmFormHandlers: Record<string, Handler> = {
  "GET /bpm/form/page": op<Page & { name?: string }>(async ({ services, query }) => {
    const where = query.name ? ilike(t.name, containing(query.name)) : undefined;
    return pageOf(services.db, t, where, query, async (offset, limit) =>
      (await services.db.select().from(t).where(where).orderBy(desc(t.id)).offset(offset).limit(limit)).map(formView),
    );
  }),

  "GET /bpm/form/get": op<{ id: number }>(async ({ services, query }) =>
    formView(await formById(services.db, query.id)),
  ),

  "GET /bpm/form/list-all-simple": op(async ({ services }) =>
    services.db.select({ id: t.id, name: t.name }).from(t).where(eq(t.status, 0)).orderBy(desc(t.id)),
  ),

  "POST /bpm/form/create": op<Record<string, never>, S["BpmFormSave"]>(async ({ services, body }) => {
    if (body.id !== undefined) throw badRequest(serverMessages.idNotAllowed);
    const fields = await refusedAs400(() => checkFormFields(body.fields));
    const now = services.clock.now();
    const [row] = await services.db
      .insert(t)
      .values({
        name: body.name,
        status: body.status ?? 0,
        remark: body.remark ?? null,
        fields,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return formView(row!);
  }),

  "PUT /bpm/form/update": op<Record<string, never>, S["BpmFormSave"]>(async ({ services, body }) => {
    if (body.id === undefined) throw badRequest(serverMessages.idRequired);
    const form = await formById(services.db, body.id);
    const fields = await refusedAs400(() => checkFormFields(body.fields));
    const [row] = await services.db
      .update(t)
      .set({
        name: body.name,
        fields,
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.remark !== undefined ? { remark: body.remark } : {}),
        updatedAt: services.clock.now(),
      })
      .where(eq(t.id, form.id))
      .returning();
    return formView(row!);
  }),

  "DELETE /bpm/form/delete": op<{ id: number }>(async ({ services, query }) => {
    const form = await formById(services.db, query.id);
    const [user] = await services.db
      .select({ id: schema.bpmModels.id })
      .from(schema.bpmModels)
      .where(eq(schema.bpmModels.formId, form.id))
      .limit(1);
    if (user) throw badRequest(m.formInUse(form.name));
    await services.db.delete(t).where(eq(t.id, form.id));
    return true;
  }),
};
