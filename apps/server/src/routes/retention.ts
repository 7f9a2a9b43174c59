// Data retention for the administrator (contract tag "Privacy audit"): the periods, the job's status,
// and a run started by hand.
import { auditFromRequest } from "../privacy/audit-trail.js";
import { retentionJobOf } from "../privacy/retention-job.js";
import { type RetentionKind, setRetentionPeriods } from "../privacy/retention-periods.js";
import { type Handler, op } from "./types.js";

export const retentionHandlers: Record<string, Handler> = {
  "GET /system/retention/get": op(async ({ services }) => retentionJobOf(services).overview()),
  "PUT /system/retention/update": op<never, { periods: { kind: RetentionKind; days: number }[] }>(
    async ({ services, body }) => {
      await setRetentionPeriods(services.db, body.periods, services.clock.now());
      return retentionJobOf(services).overview();
    },
  ),
  "POST /system/retention/run": op(async (ctx) => {
    const job = retentionJobOf(ctx.services);
    const run = await job.run("manual");
    // Removing data by hand is an erasure someone asked for; the counts say how much went.
    const removed = Object.entries(run.counts).map(([kind, n]) => `${kind}=${n}`);
    await auditFromRequest(ctx, { action: "erase", kind: "retention", detail: removed.join(" ") || null });
    return job.overview();
  }),
};
