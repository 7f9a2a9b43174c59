// A person's data: exporting it as a ZIP (one's own from the personal centre, anyone's for an
// administrator) and erasing a person (administrators). The rules and SQL are in privacy/.
import type { AuthUser } from "../auth.js";
import { sendFile } from "../lib/files.js";
import { forbidden } from "../lib/errors.js";
import { hasPermission } from "../permissions.js";
import { downloadDataExport, latestDataExport, startDataExport } from "../privacy/data-export.js";
import { dataExportMessages as m } from "../privacy/data-export-messages.js";
import { erasurePreview, eraseUser } from "../privacy/erasure.js";
import { type Handler, me, op } from "./types.js";

/** Exporting someone else's data: administrators (through the wildcard). */
const DATA_EXPORT_ANY = "system:user:data-export";

/** The person whose data the caller may export: themselves, or anyone with DATA_EXPORT_ANY. */
function exportSubject(user: AuthUser, userId: number | undefined): number {
  if (userId === undefined || userId === user.id) return user.id;
  if (!hasPermission(user.permissions, DATA_EXPORT_ANY)) throw forbidden(m.notOwnData);
  return userId;
}

export const privacyDataHandlers: Record<string, Handler> = {
  "POST /system/user/profile/data-export/create": op<never, { userId?: number }>(async (ctx) => {
    const user = me(ctx);
    return startDataExport(ctx.services, user, exportSubject(user, ctx.body.userId), ctx.req.ip);
  }),
  "GET /system/user/profile/data-export/latest": op<{ userId?: number }>(async (ctx) =>
    latestDataExport(ctx.services, exportSubject(me(ctx), ctx.query.userId)),
  ),
  "GET /system/user/profile/data-export/download": op<{ token: string }>(async ({ services, query, reply }) => {
    const archive = await downloadDataExport(services, query.token);
    return sendFile(reply, archive.bytes, archive.name, "application/zip");
  }),
  "GET /system/user/erasure-preview": op<{ id: number }>(async (ctx) => erasurePreview(ctx.services, ctx.query.id)),
  "POST /system/user/erase": op<never, { id: number; confirmUsername: string }>(async (ctx) =>
    eraseUser(ctx.services, me(ctx), ctx.body.id, ctx.body.confirmUsername, ctx.req.ip),
  ),
};
