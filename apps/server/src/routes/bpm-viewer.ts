// The viewer's data (/bpm/activity/list: one row per pass through a flow node) and the options the
// assignee-rule editor offers (/bpm/assign-options).
import { eq } from "drizzle-orm";

import { schema } from "../db/index.js";
import { visibleInstance } from "../workflow/lookups.js";
import { assignOptions } from "../workflow/org.js";
import { activityView } from "../workflow/views.js";
import { type Handler, me, op } from "./types.js";

export const bpmViewerHandlers: Record<string, Handler> = {
  "GET /bpm/activity/list": op<{ processInstanceId: string }>(async (ctx) => {
    const db = ctx.services.db;
    const instance = await visibleInstance(db, me(ctx), ctx.query.processInstanceId);
    const rows = await db
      .select()
      .from(schema.bpmActivities)
      .where(eq(schema.bpmActivities.instanceId, instance.id))
      .orderBy(schema.bpmActivities.id);
    return rows.map(activityView);
  }),

  "GET /bpm/assign-options": op(async ({ services }) => assignOptions(services.db)),
};
