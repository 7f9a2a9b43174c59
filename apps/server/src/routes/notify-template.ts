// In-site message template calls (contract tag "Notify template"); the rules and SQL are in
// system/notify-templates.ts.
import type { Page } from "../lib/paging.js";
import {
  createTemplate,
  deleteTemplate,
  pageTemplates,
  type SendRequest,
  sendTemplate,
  type TemplateFields,
  updateTemplate,
} from "../system/notify-templates.js";
import { type Handler, op } from "./types.js";

export const notifyTemplateHandlers: Record<string, Handler> = {
  "GET /system/notify-template/page": op<Page & { name?: string; code?: string }>(async ({ services, query }) =>
    pageTemplates(services, query),
  ),
  "POST /system/notify-template/create": op<unknown, TemplateFields>(async ({ services, body }) =>
    createTemplate(services, body),
  ),
  "PUT /system/notify-template/update": op<unknown, TemplateFields & { id: number }>(async ({ services, body }) =>
    updateTemplate(services, body),
  ),
  "DELETE /system/notify-template/delete": op<{ id: number }>(async ({ services, query }) =>
    deleteTemplate(services, query.id),
  ),
  "POST /system/notify-template/send-notify": op<unknown, SendRequest>(async ({ services, body }) =>
    sendTemplate(services, body),
  ),
};
