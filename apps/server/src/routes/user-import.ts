// POST /system/user/import: the administrator's spreadsheet of users (multipart field `file`).
import { adminMessages as m } from "../admin/messages.js";
import { readImportSheet, IMPORT_MAX_BYTES } from "../admin/user-import-sheet.js";
import { importUsers } from "../admin/user-import.js";
import { badRequest } from "../lib/errors.js";
import { type Handler, me, op } from "./types.js";

export const userImportHandlers: Record<string, Handler> = {
  "POST /system/user/import": op<{ updateSupport?: boolean }>(async (ctx) => {
    const { req } = ctx;
    if (!req.isMultipart()) throw badRequest(m.importNotTemplate);
    let data: Buffer | undefined;
    for await (const part of req.parts({ limits: { fileSize: IMPORT_MAX_BYTES } })) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "file" || data) {
        part.file.resume();
        continue;
      }
      try {
        data = await part.toBuffer();
      } catch (e) {
        if ((e as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw badRequest(m.importTooLarge);
        throw e;
      }
    }
    if (!data || data.length === 0) throw badRequest(m.importNotTemplate);
    const rows = await readImportSheet(data);
    return importUsers(ctx.services, me(ctx), rows, ctx.query.updateSupport === true);
  }),
};
