// Process instances (/bpm/process-instance): start with the form's values, the caller's own instances,
// one instance with its definition, variables and XML (its starter, whoever holds or held a task in
// it, or an administrator), and cancel by the starter.
import type { components } from "@smartclass/api";
import { and, desc, eq, ilike, type SQL } from "drizzle-orm";

import { schema } from "../db/index.js";
import { containing, type Page, pageOf, visibleInstance } from "../workflow/lookups.js";
import { startInstance } from "../workflow/runtime.js";
import { cancelInstance } from "../workflow/task-actions.js";
import { instanceViews } from "../workflow/views.js";
import { type Handler, me, op } from "./types.js";

type S = components["schemas"];
const t = schema.bpmProcessInstances;

export const bpmProcessInstanceHandlers: Record<string, Handler> = {
  "POST /bpm/process-instance/create": op<Record<string, never>, S["BpmProcessInstanceCreate"]>(async (ctx) => ({
    id: await startInstance(
      ctx.services.db,
      me(ctx),
      ctx.body.processDefinitionId,
      ctx.body.variables,
      ctx.services.clock.now(),
    ),
  })),

  "GET /bpm/process-instance/my-page": op<Page & { name?: string; status?: number; result?: number }>(async (ctx) => {
    const { services, query } = ctx;
    const c: SQL[] = [eq(t.startUserId, me(ctx).id)];
    if (query.name) c.push(ilike(t.name, containing(query.name)));
    if (query.status !== undefined) c.push(eq(t.status, query.status));
    if (query.result !== undefined) c.push(eq(t.result, query.result));
    const where = and(...c);
    return pageOf(services.db, t, where, query, async (offset, limit) =>
      instanceViews(
        services.db,
        await services.db
          .select()
          .from(t)
          .where(where)
          .orderBy(desc(t.createdAt), desc(t.id))
          .offset(offset)
          .limit(limit),
      ),
    );
  }),

  "GET /bpm/process-instance/get": op<{ id: string }>(async (ctx) => {
    const db = ctx.services.db;
    const instance = await visibleInstance(db, me(ctx), ctx.query.id);
    const [view] = await instanceViews(db, [instance]);
    const [definition] = await db
      .select()
      .from(schema.bpmProcessDefinitions)
      .where(eq(schema.bpmProcessDefinitions.id, instance.definitionId));
    return {
      ...view!,
      processDefinition: {
        id: definition!.id,
        key: definition!.key,
        name: definition!.name,
        version: definition!.version,
        formFields: definition!.formFields,
      },
      variables: instance.variables,
      xml: definition!.xml,
    };
  }),

  "POST /bpm/process-instance/cancel": op<Record<string, never>, S["BpmReasonRequest"]>(async (ctx) => {
    await visibleInstance(ctx.services.db, me(ctx), ctx.body.id);
    await cancelInstance(ctx.services.db, me(ctx), ctx.body.id, ctx.body.reason, ctx.services.clock.now());
    return true;
  }),
};
