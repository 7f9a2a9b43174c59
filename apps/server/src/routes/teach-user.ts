// The classroom's user calls (contract tag "Teach users"); the rules and SQL are in system/teach-users.ts
// and system/users.ts.
import type { Page } from "../lib/paging.js";
import { pageTeachUsers, renewUser, type TeachUserFilter } from "../system/teach-users.js";
import { deleteUser, setUserStatus } from "../system/users.js";
import { type Handler, me, op } from "./types.js";

export const teachUserHandlers: Record<string, Handler> = {
  "GET /teach/user/page": op<Page & TeachUserFilter>(async ({ services, query }) => pageTeachUsers(services, query)),
  "POST /teach/user/enable": op<{ id: number }>(async (ctx) => setUserStatus(ctx.services, me(ctx), ctx.query.id, 0)),
  "POST /teach/user/disable": op<{ id: number }>(async (ctx) => setUserStatus(ctx.services, me(ctx), ctx.query.id, 1)),
  "POST /teach/user/delete": op<{ id: number }>(async (ctx) => deleteUser(ctx.services, me(ctx), ctx.query.id)),
  "POST /teach/user/renew": op<{ id: number; renewTime: number }>(async ({ services, query }) =>
    renewUser(services, query.id, query.renewTime),
  ),
};
