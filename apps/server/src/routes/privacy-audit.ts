// The audit trail of personal data for the administrator (contract tag "Privacy audit"): the filtered
// list and its export. There is no operation that changes or deletes an entry.
import type { Page } from "../lib/paging.js";
import { sendFile } from "../lib/files.js";
import { auditFromRequest } from "../privacy/audit-trail.js";
import { type AuditFilter, exportAudit, pageAudit } from "../privacy/audit-trail-query.js";
import { type Handler, op } from "./types.js";

export const privacyAuditHandlers: Record<string, Handler> = {
  "GET /system/privacy-audit/page": op<Page & AuditFilter>(async ({ services, query }) => pageAudit(services, query)),
  "GET /system/privacy-audit/export": op<AuditFilter>(async (ctx) => {
    const { book, rows } = await exportAudit(ctx.services, ctx.query);
    // Exporting the trail is itself a look at who touched whose data.
    await auditFromRequest(ctx, { action: "export", kind: "audit-export", detail: `rows=${rows}` });
    return sendFile(ctx.reply, book, "审计日志.xlsx");
  }),
};
