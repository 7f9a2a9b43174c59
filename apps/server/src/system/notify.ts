// In-site messages: the administrator's list of every message, and each user's own box (their list,
// the bell's unread list and count, marking read).
import { and, count, desc, eq, ilike, inArray, not, type SQL } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { schema } from "../db/index.js";
import { lookupId, MAX_INT } from "../lib/ids.js";
import { type Page, pageOf } from "../lib/paging.js";
import { containing } from "../lib/sql-like.js";
import { ms, type Services } from "../routes/types.js";
import { timeRange } from "./time-range.js";
import { rolesByUser } from "./users.js";

type NotifyRow = typeof schema.notifyMessages.$inferSelect;

async function notifyViews(services: Services, rows: NotifyRow[]) {
  const roles = await rolesByUser(services.db, [...new Set(rows.map((r) => r.userId))]);
  return rows.map((m) => ({
    id: m.id,
    userId: m.userId,
    userType: (roles.get(m.userId) ?? []).some((r) => r.code === "admin") ? 2 : 1,
    ...(m.templateId ? { templateId: m.templateId } : {}),
    templateCode: m.templateCode,
    templateNickname: m.templateNickname,
    templateContent: m.templateContent,
    templateType: m.templateType,
    templateParams: m.templateParams,
    readStatus: m.readStatus,
    readTime: ms(m.readTime),
    createTime: m.createdAt.getTime(),
  }));
}

/** A page of messages matching `where`, newest first. */
function pageMessages(services: Services, where: SQL | undefined, page: Page) {
  return pageOf(services.db, schema.notifyMessages, where, page, async (offset, limit) =>
    notifyViews(
      services,
      await services.db
        .select()
        .from(schema.notifyMessages)
        .where(where)
        .orderBy(desc(schema.notifyMessages.id))
        .offset(offset)
        .limit(limit),
    ),
  );
}

export interface NotifyFilter {
  userId?: number;
  /** 2 messages to administrators, 1 to everyone else. */
  userType?: number;
  templateCode?: string;
  templateType?: number;
  readStatus?: boolean;
  createTime?: string[];
}

/** One page of every user's messages (the administrator's list). */
export async function pageNotifyMessages(services: Services, query: Page & NotifyFilter) {
  const c: SQL[] = [];
  if (query.userId !== undefined) c.push(eq(schema.notifyMessages.userId, lookupId(query.userId)));
  if (query.readStatus !== undefined) c.push(eq(schema.notifyMessages.readStatus, query.readStatus));
  if (query.templateCode) c.push(ilike(schema.notifyMessages.templateCode, containing(query.templateCode)));
  if (query.templateType !== undefined)
    c.push(eq(schema.notifyMessages.templateType, Math.min(query.templateType, MAX_INT)));
  if (query.userType !== undefined) {
    const admins = services.db
      .select({ id: schema.userRoles.userId })
      .from(schema.userRoles)
      .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
      .where(eq(schema.roles.code, "admin"));
    const isAdminRecipient = inArray(schema.notifyMessages.userId, admins);
    c.push(query.userType === 2 ? isAdminRecipient : not(isAdminRecipient));
  }
  c.push(...timeRange(schema.notifyMessages.createdAt, query.createTime, services.config.schoolTimeZone));
  return pageMessages(services, and(...c), query);
}

/** One page of the caller's own messages. */
export async function pageMyNotifyMessages(
  services: Services,
  user: AuthUser,
  query: Page & { readStatus?: boolean; createTime?: string[] },
) {
  const c: SQL[] = [eq(schema.notifyMessages.userId, user.id)];
  if (query.readStatus !== undefined) c.push(eq(schema.notifyMessages.readStatus, query.readStatus));
  c.push(...timeRange(schema.notifyMessages.createdAt, query.createTime, services.config.schoolTimeZone));
  return pageMessages(services, and(...c), query);
}

/** Marks the caller's messages read (others' ids and unknown ids are ignored). */
export async function markRead(services: Services, user: AuthUser, ids: number[]) {
  const known = [...new Set(ids)].filter((id) => id <= MAX_INT);
  if (known.length) {
    await services.db
      .update(schema.notifyMessages)
      .set({ readStatus: true, readTime: new Date() })
      .where(
        and(
          eq(schema.notifyMessages.userId, user.id),
          inArray(schema.notifyMessages.id, known),
          eq(schema.notifyMessages.readStatus, false),
        ),
      );
  }
  return true;
}

/** Marks every message of the caller read. */
export async function markAllRead(services: Services, user: AuthUser) {
  await services.db
    .update(schema.notifyMessages)
    .set({ readStatus: true, readTime: new Date() })
    .where(and(eq(schema.notifyMessages.userId, user.id), eq(schema.notifyMessages.readStatus, false)));
  return true;
}

/** The bell's list: the caller's ten newest unread messages. */
export async function unreadMessages(services: Services, user: AuthUser) {
  const rows = await services.db
    .select()
    .from(schema.notifyMessages)
    .where(and(eq(schema.notifyMessages.userId, user.id), eq(schema.notifyMessages.readStatus, false)))
    .orderBy(desc(schema.notifyMessages.id))
    .limit(10);
  return notifyViews(services, rows);
}

/** The bell's count of the caller's unread messages. */
export async function unreadCount(services: Services, user: AuthUser) {
  const [row] = await services.db
    .select({ n: count() })
    .from(schema.notifyMessages)
    .where(and(eq(schema.notifyMessages.userId, user.id), eq(schema.notifyMessages.readStatus, false)));
  return row?.n ?? 0;
}
