// Configuration parameter calls (contract tag "Configuration"); the rules and SQL are in system/configs.ts.
import { sendFile } from "../lib/files.js";
import type { Page } from "../lib/paging.js";
import {
  type ConfigFilter,
  type ConfigRow,
  configValueByKey,
  createConfig,
  deleteConfig,
  exportConfigs,
  getConfig,
  pageConfigs,
  updateConfig,
} from "../system/configs.js";
import { type Handler, op } from "./types.js";

export const configurationHandlers: Record<string, Handler> = {
  "GET /infra/config/page": op<Page & ConfigFilter>(async ({ services, query }) => pageConfigs(services, query)),
  "GET /infra/config/get": op<{ id: number }>(async ({ services, query }) => getConfig(services, query.id)),
  "GET /infra/config/get-value-by-key": op<{ key: string }>(async ({ services, query }) =>
    configValueByKey(services, query.key),
  ),
  "POST /infra/config/create": op<never, Omit<ConfigRow, "id" | "createdAt" | "type">>(async ({ services, body }) =>
    createConfig(services, body),
  ),
  "PUT /infra/config/update": op<never, Omit<ConfigRow, "createdAt" | "type">>(async ({ services, body }) =>
    updateConfig(services, body),
  ),
  "DELETE /infra/config/delete": op<{ id: number }>(async ({ services, query }) => deleteConfig(services, query.id)),
  "GET /infra/config/export": op<ConfigFilter>(async ({ services, query, reply }) =>
    sendFile(reply, await exportConfigs(services, query), "参数配置.xlsx"),
  ),
};
