// The administrator's user calls (contract tag "System user"); the rules and SQL are in system/users.ts.
import { sendFile } from "../lib/files.js";
import type { Page } from "../lib/paging.js";
import {
  createUser,
  deleteUser,
  exportUsers,
  listSimpleRoles,
  listSimpleUsers,
  pageUsers,
  resetUserPassword,
  setUserStatus,
  updateUser,
  type UserBody,
  type UserFilter,
  userImportTemplate,
  userView,
} from "../system/users.js";
import { auditFromRequest } from "../privacy/audit-trail.js";
import { type Handler, me, op } from "./types.js";

export const systemUserHandlers: Record<string, Handler> = {
  "GET /system/user/page": op<Page & UserFilter>(async ({ services, query }) => pageUsers(services, query)),
  "GET /system/user/list-all-simple": op(async ({ services }) => listSimpleUsers(services)),
  "GET /system/role/list-all-simple": op(async ({ services }) => listSimpleRoles(services)),
  "GET /system/user/get": op<{ id: number }>(async ({ services, query }) => userView(services, query.id)),
  "POST /system/user/create": op<never, UserBody>(async ({ services, body }) => createUser(services, body)),
  "PUT /system/user/update": op<never, UserBody & { id: number }>(async (ctx) =>
    updateUser(ctx.services, me(ctx), ctx.body),
  ),
  "DELETE /system/user/delete": op<{ id: number }>(async (ctx) => deleteUser(ctx.services, me(ctx), ctx.query.id)),
  "GET /system/user/export": op<UserFilter>(async (ctx) => {
    const book = await exportUsers(ctx.services, ctx.query);
    await auditFromRequest(ctx, { action: "export", kind: "user-export" });
    return sendFile(ctx.reply, book, "用户数据.xlsx");
  }),
  "PUT /system/user/update-password": op<never, { id: number; password: string }>(async ({ services, body }) =>
    resetUserPassword(services, body.id, body.password),
  ),
  "PUT /system/user/update-status": op<never, { id: number; status: number }>(async (ctx) =>
    setUserStatus(ctx.services, me(ctx), ctx.body.id, ctx.body.status),
  ),
  "GET /system/user/get-import-template": op(async ({ reply }) =>
    sendFile(reply, await userImportTemplate(), "用户导入模板.xlsx"),
  ),
};
