// Process definitions (/bpm/process-definition): the deployed versions, paged; the latest version of
// each key (what a person may start); one definition with its XML and start form.
import { desc, eq, sql } from "drizzle-orm";

import { schema } from "../db/index.js";
import { notFound } from "../lib/errors.js";
import { type Page, pageOf } from "../workflow/lookups.js";
import { workflowMessages as m } from "../workflow/messages.js";
import { definitionView } from "../workflow/views.js";
import { type Handler, op } from "./types.js";
import { MAX_INT } from "../lib/ids.js";

const t = schema.bpmProcessDefinitions;

export const bpmProcessDefinitionHandlers: Record<string, Handler> = {
  "GET /bpm/process-definition/page": op<Page & { key?: string }>(async ({ services, query }) => {
    const where = query.key ? eq(t.key, query.key) : undefined;
    return pageOf(services.db, t, where, query, async (offset, limit) =>
      (await services.db.select().from(t).where(where).orderBy(desc(t.id)).offset(offset).limit(limit)).map(
        definitionView,
      ),
    );
  }),

  "GET /bpm/process-definition/list": op(async ({ services }) => {
    const rows = await services.db
      .select()
      .from(t)
      .where(sql`${t.version} = (select max(d.version) from ${t} d where d.key = ${t.key})`)
      .orderBy(t.name, t.key);
    return rows.map(definitionView);
  }),

  "GET /bpm/process-definition/get": op<{ id: number }>(async ({ services, query }) => {
    const [row] = query.id <= MAX_INT ? await services.db.select().from(t).where(eq(t.id, query.id)) : [];
    if (!row) throw notFound(m.definitionNotFound(query.id));
    return { ...definitionView(row), xml: row.xml, formFields: row.formFields };
  }),
};
