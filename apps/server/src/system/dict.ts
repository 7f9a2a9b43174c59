// Dictionary data: the labelled values behind the console's selects and tags (sex, status, activity
// kinds …), unique per (type, value); only enabled entries reach the pickers.
import { and, eq, ilike, ne, type SQL } from "drizzle-orm";

import { adminMessages as m } from "../admin/messages.js";
import { schema } from "../db/index.js";
import { badRequest, businessError, notFound } from "../lib/errors.js";
import { lookupId } from "../lib/ids.js";
import { type Page, pageOf } from "../lib/paging.js";
import { workbook } from "../lib/spreadsheet.js";
import { containing } from "../lib/sql-like.js";
import type { Services } from "../routes/types.js";

export type DictRow = typeof schema.dictData.$inferSelect;

const dictView = (d: DictRow) => ({
  id: d.id,
  sort: d.sort,
  label: d.label,
  value: d.value,
  dictType: d.dictType,
  status: d.status,
  colorType: d.colorType,
  cssClass: d.cssClass,
  ...(d.remark ? { remark: d.remark } : {}),
  createTime: d.createdAt.getTime(),
});

const dictSimple = (d: DictRow) => ({
  dictType: d.dictType,
  value: d.value,
  label: d.label,
  colorType: d.colorType,
  cssClass: d.cssClass,
});

export interface DictFilter {
  label?: string;
  dictType?: string;
  status?: number;
}

function dictConditions(q: DictFilter) {
  const c: SQL[] = [];
  if (q.label) c.push(ilike(schema.dictData.label, containing(q.label)));
  if (q.dictType) c.push(ilike(schema.dictData.dictType, containing(q.dictType)));
  if (q.status !== undefined) c.push(eq(schema.dictData.status, q.status));
  return and(...c);
}

async function checkDictUnique(services: Services, dictType: string, value: string, exceptId?: number) {
  const c = [eq(schema.dictData.dictType, dictType), eq(schema.dictData.value, value)];
  if (exceptId !== undefined) c.push(ne(schema.dictData.id, exceptId));
  const [dup] = await services.db
    .select({ id: schema.dictData.id })
    .from(schema.dictData)
    .where(and(...c));
  if (dup) throw businessError(1_002_007_001, m.dictDataExists(dictType, value));
}

/**
 * Refuses (400) an entry of a type the product does not know. There is no call that creates a type: the
 * known ones are those the product ships with entries for, so a mistyped type is not silently a new one.
 */
async function requireKnownDictType(services: Services, dictType: string) {
  const [known] = await services.db
    .select({ id: schema.dictData.id })
    .from(schema.dictData)
    .where(eq(schema.dictData.dictType, dictType))
    .limit(1);
  if (!known) throw badRequest(m.dictTypeUnknown(dictType));
}

/** One page of entries, by type, then sort. */
export async function pageDictData(services: Services, query: Page & DictFilter) {
  const where = dictConditions(query);
  return pageOf(services.db, schema.dictData, where, query, async (offset, limit) =>
    (
      await services.db
        .select()
        .from(schema.dictData)
        .where(where)
        .orderBy(schema.dictData.dictType, schema.dictData.sort, schema.dictData.id)
        .offset(offset)
        .limit(limit)
    ).map(dictView),
  );
}

/** One entry (404 when absent). */
export async function getDictData(services: Services, id: number) {
  const [d] = await services.db
    .select()
    .from(schema.dictData)
    .where(eq(schema.dictData.id, lookupId(id)));
  if (!d) throw notFound(m.dictDataNotFound(id));
  return dictView(d);
}

/** The enabled entries of one type, in their order. */
export async function dictDataOfType(services: Services, type: string) {
  const rows = await services.db
    .select()
    .from(schema.dictData)
    .where(and(eq(schema.dictData.dictType, type), eq(schema.dictData.status, 0)))
    .orderBy(schema.dictData.sort, schema.dictData.id);
  return rows.map(dictSimple);
}

/** Every enabled entry, by type, then sort. */
export async function allDictData(services: Services) {
  const rows = await services.db
    .select()
    .from(schema.dictData)
    .where(eq(schema.dictData.status, 0))
    .orderBy(schema.dictData.dictType, schema.dictData.sort, schema.dictData.id);
  return rows.map(dictSimple);
}

/** Adds an entry; answers its id. */
export async function createDictData(services: Services, body: Omit<DictRow, "id" | "createdAt">) {
  await requireKnownDictType(services, body.dictType);
  await checkDictUnique(services, body.dictType, body.value);
  const [row] = await services.db
    .insert(schema.dictData)
    .values({
      dictType: body.dictType,
      label: body.label,
      value: body.value,
      sort: body.sort,
      status: body.status,
      colorType: body.colorType ?? "",
      cssClass: body.cssClass ?? "",
      remark: body.remark ?? null,
    })
    .returning({ id: schema.dictData.id });
  return row!.id;
}

/** Changes an entry. */
export async function updateDictData(services: Services, body: Omit<DictRow, "createdAt">) {
  const [d] = await services.db
    .select({ id: schema.dictData.id })
    .from(schema.dictData)
    .where(eq(schema.dictData.id, lookupId(body.id)));
  if (!d) throw notFound(m.dictDataNotFound(body.id));
  await requireKnownDictType(services, body.dictType);
  await checkDictUnique(services, body.dictType, body.value, body.id);
  await services.db
    .update(schema.dictData)
    .set({
      dictType: body.dictType,
      label: body.label,
      value: body.value,
      sort: body.sort,
      status: body.status,
      ...(body.colorType !== undefined ? { colorType: body.colorType } : {}),
      ...(body.cssClass !== undefined ? { cssClass: body.cssClass } : {}),
      ...(body.remark !== undefined ? { remark: body.remark } : {}),
    })
    .where(eq(schema.dictData.id, body.id));
  return true;
}

/** Deletes an entry (404 when absent). */
export async function deleteDictData(services: Services, id: number) {
  const deleted = await services.db
    .delete(schema.dictData)
    .where(eq(schema.dictData.id, lookupId(id)))
    .returning({ id: schema.dictData.id });
  if (deleted.length === 0) throw notFound(m.dictDataNotFound(id));
  return true;
}

/** The filtered entries as a spreadsheet. */
export async function exportDictData(services: Services, query: DictFilter): Promise<Buffer> {
  const rows = await services.db
    .select()
    .from(schema.dictData)
    .where(dictConditions(query))
    .orderBy(schema.dictData.dictType, schema.dictData.sort);
  return workbook(
    "字典数据",
    ["字典编码", "字典排序", "字典标签", "字典键值", "字典类型", "状态", "颜色类型", "CSS 样式", "备注"],
    rows.map((d) => [
      d.id,
      d.sort,
      d.label,
      d.value,
      d.dictType,
      d.status === 0 ? "开启" : "关闭",
      d.colorType,
      d.cssClass,
      d.remark ?? "",
    ]),
  );
}
