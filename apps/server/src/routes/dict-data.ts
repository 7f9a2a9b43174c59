// Dictionary data calls (contract tag "Dictionary data"); the rules and SQL are in system/dict.ts.
import { sendFile } from "../lib/files.js";
import type { Page } from "../lib/paging.js";
import {
  allDictData,
  createDictData,
  deleteDictData,
  type DictFilter,
  dictDataOfType,
  type DictRow,
  exportDictData,
  getDictData,
  pageDictData,
  updateDictData,
} from "../system/dict.js";
import { type Handler, op } from "./types.js";

export const dictDataHandlers: Record<string, Handler> = {
  "GET /system/dict-data/page": op<Page & DictFilter>(async ({ services, query }) => pageDictData(services, query)),
  "GET /system/dict-data/get": op<{ id: number }>(async ({ services, query }) => getDictData(services, query.id)),
  "GET /system/dict-data/type/{type}": op(async ({ services, params }) =>
    dictDataOfType(services, String(params.type)),
  ),
  "GET /system/dict-data/list-all-simple": op(async ({ services }) => allDictData(services)),
  "POST /system/dict-data/create": op<never, Omit<DictRow, "id" | "createdAt">>(async ({ services, body }) =>
    createDictData(services, body),
  ),
  "PUT /system/dict-data/update": op<never, Omit<DictRow, "createdAt">>(async ({ services, body }) =>
    updateDictData(services, body),
  ),
  "DELETE /system/dict-data/delete": op<{ id: number }>(async ({ services, query }) =>
    deleteDictData(services, query.id),
  ),
  "GET /system/dict-data/export": op<DictFilter>(async ({ services, query, reply }) =>
    sendFile(reply, await exportDictData(services, query), "字典数据.xlsx"),
  ),
};
