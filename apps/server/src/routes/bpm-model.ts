// Process models (/bpm/model): page, get, create from a skeleton, copy, save from the designer, delete,
// deploy (a new version of the key, refused with a message naming what the engine cannot run), versions.
import type { components } from "@smartclass/api";
import { and, desc, eq, ilike, type SQL } from "drizzle-orm";

import { schema } from "../db/index.js";
import { badRequest } from "../lib/errors.js";
import { workflowMessages as m } from "../workflow/messages.js";
import {
  containing,
  formById,
  modelById,
  modelDetail,
  modelViews,
  type Page,
  pageOf,
  refusedAs400,
} from "../workflow/lookups.js";
import { assertCanManageModel } from "../workflow/model-owner.js";
import { checkModelXml, copyKey, deployModel, renameProcess, skeletonXml } from "../workflow/models.js";
import { runInLanguage } from "../lib/request-language.js";
import { definitionView } from "../workflow/views.js";
import { type Handler, op } from "./types.js";

type S = components["schemas"];
const t = schema.bpmModels;

export const bpmModelHandlers: Record<string, Handler> = {
  "GET /bpm/model/page": op<Page & { key?: string; name?: string; category?: string }>(
    async ({ services, query, user }) => {
      const c: SQL[] = [];
      if (query.key) c.push(eq(t.key, query.key));
      if (query.name) c.push(ilike(t.name, containing(query.name)));
      if (query.category) c.push(eq(t.category, query.category));
      const where = and(...c);
      return pageOf(services.db, t, where, query, async (offset, limit) =>
        modelViews(
          services.db,
          await services.db.select().from(t).where(where).orderBy(desc(t.id)).offset(offset).limit(limit),
          user,
        ),
      );
    },
  ),

  "GET /bpm/model/get": op<{ id: number }>(async ({ services, query, user }) =>
    modelDetail(services.db, await modelById(services.db, query.id), user),
  ),

  "POST /bpm/model/create": op<Record<string, never>, S["BpmModelCreate"]>(async ({ services, body, user }) => {
    const [existing] = await services.db.select({ id: t.id }).from(t).where(eq(t.key, body.key));
    if (existing) throw badRequest(m.modelKeyExists(body.key));
    const now = services.clock.now();
    const [row] = await services.db
      .insert(t)
      .values({
        key: body.key,
        name: body.name,
        engine: body.engine,
        category: body.category ?? null,
        description: body.description ?? null,
        xml: skeletonXml(body.key, body.name, body.engine),
        settings: { tasks: {}, flows: {} },
        ownerUserId: user?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return modelDetail(services.db, row!, user);
  }),

  // Anyone who may view a model may copy it: the copy is theirs, under a free key, not deployed.
  "POST /bpm/model/copy": op<{ id: number }>(async ({ services, query, user }) => {
    const model = await modelById(services.db, query.id);
    const key = await copyKey(services.db, model.key);
    const xml = await refusedAs400(() => renameProcess(model.xml, model.key, key));
    const now = services.clock.now();
    const [row] = await services.db
      .insert(t)
      .values({
        key,
        // Stored in the server's default language, as every name everyone reads later.
        name: runInLanguage("zh", () => m.copyName(model.name)),
        engine: model.engine,
        category: model.category,
        description: model.description,
        formId: model.formId,
        xml,
        settings: model.settings,
        ownerUserId: user?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return modelDetail(services.db, row!, user);
  }),

  "PUT /bpm/model/update": op<Record<string, never>, S["BpmModelUpdate"]>(async ({ services, body, user }) => {
    const model = await modelById(services.db, body.id);
    await assertCanManageModel(services.db, user, model);
    await refusedAs400(() => checkModelXml(body.xml, model.key));
    if (body.formId !== undefined && body.formId !== null)
      await refusedAs400(() => formById(services.db, body.formId!));
    const [row] = await services.db
      .update(t)
      .set({
        name: body.name,
        xml: body.xml,
        settings: body.settings,
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.category !== undefined ? { category: body.category } : {}),
        ...(body.formId !== undefined ? { formId: body.formId } : {}),
        updatedAt: services.clock.now(),
      })
      .where(eq(t.id, model.id))
      .returning();
    return modelDetail(services.db, row!, user);
  }),

  "DELETE /bpm/model/delete": op<{ id: number }>(async ({ services, query, user }) => {
    const model = await modelById(services.db, query.id);
    await assertCanManageModel(services.db, user, model);
    await services.db.delete(t).where(eq(t.id, model.id));
    return true;
  }),

  "POST /bpm/model/deploy": op<{ id: number }>(async ({ services, query, user }) => {
    const model = await modelById(services.db, query.id);
    await assertCanManageModel(services.db, user, model);
    return definitionView(await refusedAs400(() => deployModel(services.db, model, services.clock.now())));
  }),

  "GET /bpm/model/versions": op<{ id: number }>(async ({ services, query }) => {
    const model = await modelById(services.db, query.id);
    const rows = await services.db
      .select()
      .from(schema.bpmProcessDefinitions)
      .where(eq(schema.bpmProcessDefinitions.key, model.key))
      .orderBy(desc(schema.bpmProcessDefinitions.version));
    return rows.map(definitionView);
  }),
};
