// Configuration parameters: keyed values an administrator edits (the AI provider, the product's name …).
// Built-in ones keep their key and cannot be deleted; secrets are sealed at rest and shown masked;
// hidden ones are read by the server only.
import { and, eq, ilike, ne, type SQL } from "drizzle-orm";

import { adminMessages as m } from "../admin/messages.js";
import { isSecretConfigKey, SECRET_MASK } from "../ai/settings.js";
import { schema } from "../db/index.js";
import { businessError, notFound } from "../lib/errors.js";
import { lookupId } from "../lib/ids.js";
import { type Page, pageOf } from "../lib/paging.js";
import { schoolDateTime } from "../lib/school-time.js";
import { workbook } from "../lib/spreadsheet.js";
import { containing } from "../lib/sql-like.js";
import type { Services } from "../routes/types.js";
import { timeRange } from "./time-range.js";

export type ConfigRow = typeof schema.configs.$inferSelect;

const configView = (c: ConfigRow) => ({
  id: c.id,
  category: c.category,
  name: c.name,
  key: c.key,
  // A secret (the AI key) is shown masked; saving the mask back keeps the stored value.
  value: isSecretConfigKey(c.key) && c.value ? SECRET_MASK : c.value,
  type: c.type,
  visible: c.visible,
  ...(c.remark ? { remark: c.remark } : {}),
  createTime: c.createdAt.getTime(),
});

export interface ConfigFilter {
  name?: string;
  key?: string;
  type?: number;
  createTime?: string[];
}

function configConditions(q: ConfigFilter, timeZone: string) {
  const c: SQL[] = [];
  if (q.name) c.push(ilike(schema.configs.name, containing(q.name)));
  if (q.key) c.push(ilike(schema.configs.key, containing(q.key)));
  if (q.type !== undefined) c.push(eq(schema.configs.type, q.type));
  c.push(...timeRange(schema.configs.createdAt, q.createTime, timeZone));
  return and(...c);
}

async function checkConfigKey(services: Services, key: string, exceptId?: number) {
  const c = [eq(schema.configs.key, key)];
  if (exceptId !== undefined) c.push(ne(schema.configs.id, exceptId));
  const [dup] = await services.db
    .select({ id: schema.configs.id })
    .from(schema.configs)
    .where(and(...c));
  if (dup) throw businessError(1_001_000_002, m.configKeyExists(key));
}

async function configById(services: Services, id: number): Promise<ConfigRow> {
  const [c] = await services.db
    .select()
    .from(schema.configs)
    .where(eq(schema.configs.id, lookupId(id)));
  if (!c) throw notFound(m.configNotFound(id));
  return c;
}

/** One page of parameters, by id. */
export async function pageConfigs(services: Services, query: Page & ConfigFilter) {
  const where = configConditions(query, services.config.schoolTimeZone);
  return pageOf(services.db, schema.configs, where, query, async (offset, limit) =>
    (
      await services.db
        .select()
        .from(schema.configs)
        .where(where)
        .orderBy(schema.configs.id)
        .offset(offset)
        .limit(limit)
    ).map(configView),
  );
}

/** One parameter (404 when absent). */
export async function getConfig(services: Services, id: number) {
  return configView(await configById(services, id));
}

/** A visible parameter's value by key; null for hidden, secret or unknown keys. */
export async function configValueByKey(services: Services, key: string) {
  const [c] = await services.db.select().from(schema.configs).where(eq(schema.configs.key, key));
  // Hidden records are for the server only.
  return c && c.visible && !isSecretConfigKey(c.key) ? c.value : null;
}

/** Adds a parameter (never built-in); answers its id. */
export async function createConfig(services: Services, body: Omit<ConfigRow, "id" | "createdAt" | "type">) {
  await checkConfigKey(services, body.key);
  const [row] = await services.db
    .insert(schema.configs)
    .values({
      category: body.category,
      name: body.name,
      key: body.key,
      value: isSecretConfigKey(body.key) && body.value ? services.secrets.seal(body.value) : body.value,
      visible: body.visible,
      remark: body.remark ?? null,
      type: 2,
    })
    .returning({ id: schema.configs.id });
  return row!.id;
}

/** Changes a parameter; a built-in one keeps its key, and a secret saved as its mask keeps its value. */
export async function updateConfig(services: Services, body: Omit<ConfigRow, "createdAt" | "type">) {
  const c = await configById(services, body.id);
  await checkConfigKey(services, body.key, body.id);
  if (c.type === 1 && c.key !== body.key) throw businessError(1_001_000_003, m.configKeyBuiltIn);
  await services.db
    .update(schema.configs)
    .set({
      category: body.category,
      name: body.name,
      key: body.key,
      value:
        isSecretConfigKey(body.key) && body.value === SECRET_MASK
          ? c.value
          : isSecretConfigKey(body.key) && body.value
            ? services.secrets.seal(body.value)
            : body.value,
      visible: body.visible,
      ...(body.remark !== undefined ? { remark: body.remark } : {}),
    })
    .where(eq(schema.configs.id, body.id));
  return true;
}

/** Deletes a parameter that is not built-in. */
export async function deleteConfig(services: Services, id: number) {
  const c = await configById(services, id);
  if (c.type === 1) throw businessError(1_001_000_004, m.configBuiltIn);
  await services.db.delete(schema.configs).where(eq(schema.configs.id, c.id));
  return true;
}

/** The filtered parameters as a spreadsheet (secrets masked). */
export async function exportConfigs(services: Services, query: ConfigFilter): Promise<Buffer> {
  const rows = await services.db
    .select()
    .from(schema.configs)
    .where(configConditions(query, services.config.schoolTimeZone))
    .orderBy(schema.configs.id);
  return workbook(
    "参数配置",
    ["参数配置序号", "参数分类", "参数名称", "参数键名", "参数键值", "系统内置", "是否可见", "备注", "创建时间"],
    rows.map((c) => [
      c.id,
      c.category,
      c.name,
      c.key,
      isSecretConfigKey(c.key) && c.value ? SECRET_MASK : c.value,
      c.type === 1 ? "是" : "否",
      c.visible ? "是" : "否",
      c.remark ?? "",
      schoolDateTime(c.createdAt, services.config.schoolTimeZone),
    ]),
  );
}
