// The AI provider's settings: the environment (AI_BASE_URL, AI_API_KEY, AI_MODEL and the limits),
// overridden by an administrator's configuration records ai.baseUrl, ai.apiKey, ai.model, read at
// every call so that a change applies without a restart. The key is a secret: configuration answers
// show it masked and log lines never carry it.
import { inArray } from "drizzle-orm";

import { type Db, schema } from "../db/index.js";

/** The AI part of the server configuration (from the environment). */
export interface AiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Longest time one answer may take, from the request to its last token, in ms. */
  timeoutMs: number;
  /** The `max_tokens` every request carries. */
  maxTokens: number;
  /** AI requests per user per minute. */
  requestsPerMinute: number;
  /** Earlier messages of a conversation sent as context with a new one. */
  contextMessages: number;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === "" ? NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

/** Reads the AI settings from environment variables. */
export function loadAiConfig(env: NodeJS.ProcessEnv): AiConfig {
  return {
    baseUrl: env.AI_BASE_URL?.trim() ?? "",
    apiKey: env.AI_API_KEY?.trim() ?? "",
    model: env.AI_MODEL?.trim() ?? "",
    timeoutMs: int(env.AI_TIMEOUT_MS, 60_000),
    maxTokens: int(env.AI_MAX_TOKENS, 1024),
    requestsPerMinute: int(env.AI_REQUESTS_PER_MINUTE, 10),
    contextMessages: int(env.AI_CONTEXT_MESSAGES, 10),
  };
}

/** The configuration record keys an administrator sets (they win over the environment). */
export const AI_CONFIG_KEYS = { baseUrl: "ai.baseUrl", apiKey: "ai.apiKey", model: "ai.model" } as const;

/** Configuration records whose value is a secret: answered masked, never to a non-administrator. */
const SECRET_CONFIG_KEYS: readonly string[] = [AI_CONFIG_KEYS.apiKey];

/** What a secret configuration value is shown as. */
export const SECRET_MASK = "******";

/** True for a configuration record that holds a secret. */
export const isSecretConfigKey = (key: string) => SECRET_CONFIG_KEYS.includes(key);

/** Where and with what the provider is called, resolved at call time. */
export interface ProviderSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** The settings in force now: non-empty configuration records over the environment; undefined if incomplete. */
export async function providerSettings(
  db: Db,
  env: AiConfig,
  open: (stored: string) => string = (v) => v,
): Promise<ProviderSettings | undefined> {
  const rows = await db
    .select({ key: schema.configs.key, value: schema.configs.value })
    .from(schema.configs)
    .where(inArray(schema.configs.key, Object.values(AI_CONFIG_KEYS)));
  const record = (key: string) => rows.find((r) => r.key === key)?.value.trim() || undefined;
  const settings = {
    baseUrl: record(AI_CONFIG_KEYS.baseUrl) ?? env.baseUrl,
    // The key record is stored sealed when SMARTCLASS_SECRET_KEY is set (lib/secrets.ts).
    apiKey: open(record(AI_CONFIG_KEYS.apiKey) ?? "") || env.apiKey,
    model: record(AI_CONFIG_KEYS.model) ?? env.model,
  };
  return settings.baseUrl && settings.apiKey && settings.model ? settings : undefined;
}
