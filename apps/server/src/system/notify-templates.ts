// In-site message templates and sending them: an administrator keeps templates (a code, a sender name,
// content with {parameter} placeholders, a type) and sends one to chosen users and the users of chosen
// roles. Each recipient gets one message in their box and the push event `notifyMessage`, so their bell
// shows it at once.
import { and, desc, eq, ilike, inArray, ne, type SQL } from "drizzle-orm";

import { schema } from "../db/index.js";
import { badRequest, notFound } from "../lib/errors.js";
import { lookupId } from "../lib/ids.js";
import { type Page, pageOf } from "../lib/paging.js";
import { containing } from "../lib/sql-like.js";
import type { Services } from "../routes/types.js";
import { notifyTemplateMessages as m } from "./notify-template-messages.js";

type TemplateRow = typeof schema.notifyTemplates.$inferSelect;

export interface TemplateFields {
  code: string;
  name: string;
  nickname: string;
  content: string;
  type: number;
  remark?: string;
}

export interface SendRequest {
  templateId: number;
  userIds?: number[];
  roleIds?: number[];
  templateParams?: Record<string, string>;
}

const PARAMETER = /\{([^{}\s]+)\}/g;

/** The parameters a content names, in the order of their first use. */
function templateParams(content: string): string[] {
  return [...new Set([...content.matchAll(PARAMETER)].map((match) => match[1]!))];
}

/** The content with each `{name}` replaced by its value; refuses (400) a parameter without one. */
function fillTemplate(content: string, values: Record<string, string>): string {
  for (const name of templateParams(content))
    if (!Object.hasOwn(values, name) || values[name]!.trim() === "") throw badRequest(m.paramMissing(name));
  return content.replace(PARAMETER, (_, name: string) => values[name]!);
}

const view = (t: TemplateRow) => ({
  id: t.id,
  code: t.code,
  name: t.name,
  nickname: t.nickname,
  content: t.content,
  type: t.type,
  params: templateParams(t.content),
  remark: t.remark,
  createTime: t.createdAt.getTime(),
});

/** One page of templates, newest first. */
export function pageTemplates(services: Services, query: Page & { name?: string; code?: string }) {
  const c: SQL[] = [];
  if (query.name) c.push(ilike(schema.notifyTemplates.name, containing(query.name)));
  if (query.code) c.push(ilike(schema.notifyTemplates.code, containing(query.code)));
  const where = and(...c);
  return pageOf(services.db, schema.notifyTemplates, where, query, async (offset, limit) =>
    (
      await services.db
        .select()
        .from(schema.notifyTemplates)
        .where(where)
        .orderBy(desc(schema.notifyTemplates.id))
        .offset(offset)
        .limit(limit)
    ).map(view),
  );
}

async function getTemplate(services: Services, id: number): Promise<TemplateRow> {
  const [row] = await services.db
    .select()
    .from(schema.notifyTemplates)
    .where(eq(schema.notifyTemplates.id, lookupId(id)));
  if (!row) throw notFound(m.templateNotFound(id));
  return row;
}

async function requireFreeCode(services: Services, code: string, exceptId?: number) {
  const [taken] = await services.db
    .select({ id: schema.notifyTemplates.id })
    .from(schema.notifyTemplates)
    .where(
      and(
        eq(schema.notifyTemplates.code, code),
        exceptId === undefined ? undefined : ne(schema.notifyTemplates.id, exceptId),
      ),
    );
  if (taken) throw badRequest(m.codeTaken(code));
}

const columns = (f: TemplateFields) => ({
  code: f.code.trim(),
  name: f.name.trim(),
  nickname: f.nickname.trim(),
  content: f.content,
  type: f.type,
  remark: f.remark ?? null,
});

export async function createTemplate(services: Services, fields: TemplateFields): Promise<number> {
  await requireFreeCode(services, fields.code.trim());
  const [row] = await services.db
    .insert(schema.notifyTemplates)
    .values(columns(fields))
    .returning({ id: schema.notifyTemplates.id });
  return row!.id;
}

export async function updateTemplate(services: Services, fields: TemplateFields & { id: number }): Promise<true> {
  await getTemplate(services, fields.id);
  await requireFreeCode(services, fields.code.trim(), fields.id);
  await services.db.update(schema.notifyTemplates).set(columns(fields)).where(eq(schema.notifyTemplates.id, fields.id));
  return true;
}

export async function deleteTemplate(services: Services, id: number): Promise<true> {
  await getTemplate(services, id);
  await services.db.delete(schema.notifyTemplates).where(eq(schema.notifyTemplates.id, id));
  return true;
}

/** The chosen users that exist and every user holding a chosen role, once each, in id order. */
async function recipients(services: Services, userIds: number[], roleIds: number[]): Promise<number[]> {
  const ids = new Set<number>();
  if (userIds.length) {
    const rows = await services.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(inArray(schema.users.id, userIds.map(lookupId)));
    for (const { id } of rows) ids.add(id);
  }
  if (roleIds.length) {
    const rows = await services.db
      .select({ id: schema.userRoles.userId })
      .from(schema.userRoles)
      .where(inArray(schema.userRoles.roleId, roleIds.map(lookupId)));
    for (const { id } of rows) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** Sends a template's message to the chosen users and roles; answers how many received it. */
export async function sendTemplate(services: Services, request: SendRequest): Promise<number> {
  const template = await getTemplate(services, request.templateId);
  const values = request.templateParams ?? {};
  const content = fillTemplate(template.content, values);
  const to = await recipients(services, request.userIds ?? [], request.roleIds ?? []);
  if (to.length === 0) throw badRequest(m.noRecipients);
  const params = Object.fromEntries(templateParams(template.content).map((name) => [name, values[name]!]));
  const rows = await services.db
    .insert(schema.notifyMessages)
    .values(
      to.map((userId) => ({
        userId,
        templateId: template.id,
        templateCode: template.code,
        templateNickname: template.nickname,
        templateContent: content,
        templateType: template.type,
        templateParams: params,
      })),
    )
    .returning({ id: schema.notifyMessages.id, userId: schema.notifyMessages.userId });
  // One event per recipient: each carries the id of that person's own message.
  for (const row of rows)
    await services.push.send([row.userId], {
      type: "notifyMessage",
      id: row.id,
      templateNickname: template.nickname,
      templateContent: content,
      templateType: template.type,
    });
  return rows.length;
}
