// In-site message calls (contract tag "Notify message"); the rules and SQL are in system/notify.ts.
import type { Page } from "../lib/paging.js";
import {
  markAllRead,
  markRead,
  type NotifyFilter,
  pageMyNotifyMessages,
  pageNotifyMessages,
  unreadCount,
  unreadMessages,
} from "../system/notify.js";
import { type Handler, me, op } from "./types.js";

export const notifyMessageHandlers: Record<string, Handler> = {
  "GET /system/notify-message/page": op<Page & NotifyFilter>(async ({ services, query }) =>
    pageNotifyMessages(services, query),
  ),
  "GET /system/notify-message/my-page": op<Page & { readStatus?: boolean; createTime?: string[] }>(async (ctx) =>
    pageMyNotifyMessages(ctx.services, me(ctx), ctx.query),
  ),
  "PUT /system/notify-message/update-read": op<{ ids: number[] }>(async (ctx) =>
    markRead(ctx.services, me(ctx), ctx.query.ids),
  ),
  "PUT /system/notify-message/update-all-read": op(async (ctx) => markAllRead(ctx.services, me(ctx))),
  "GET /system/notify-message/get-unread-list": op(async (ctx) => unreadMessages(ctx.services, me(ctx))),
  "GET /system/notify-message/get-unread-count": op(async (ctx) => unreadCount(ctx.services, me(ctx))),
};
