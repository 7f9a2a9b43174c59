// The contract (packages/api/openapi/openapi.yaml) turned into route definitions: one per operation,
// keyed "METHOD /path" as in the document, with the query, path and body schemas Fastify validates.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { parse } from "yaml";

type JsonSchema = Record<string, unknown>;

export interface Operation {
  /** "METHOD /path" exactly as in the contract. */
  key: string;
  method: string;
  /** Path in the contract, relative to /admin-api. */
  path: string;
  /** Fastify URL pattern (`{id}` → `:id`), relative to /admin-api. */
  url: string;
  operationId: string;
  summary: string;
  public: boolean;
  querystring?: JsonSchema;
  params?: JsonSchema;
  body?: JsonSchema;
  bodyType?: string;
}

export interface Contract {
  document: JsonSchema & { components?: { schemas?: Record<string, JsonSchema> } };
  operations: Operation[];
}

const METHODS = ["get", "post", "put", "delete", "patch"] as const;

/** The contract file of the @smartclass/api package. */
function contractPath(): string {
  const require = createRequire(import.meta.url);
  // The package's main entry is src/index.ts; the contract sits beside src.
  return join(dirname(require.resolve("@smartclass/api")), "..", "openapi", "openapi.yaml");
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
  $ref?: string;
}

/** Reads the contract and lists its operations. */
export function loadContract(file = contractPath()): Contract {
  const document = parse(readFileSync(file, "utf8")) as Contract["document"] & {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components?: { parameters?: Record<string, ParameterObject>; schemas?: Record<string, JsonSchema> };
    security?: unknown[];
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method] as
        | {
            operationId?: string;
            summary?: string;
            security?: unknown[];
            parameters?: ParameterObject[];
            requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
          }
        | undefined;
      if (!op) continue;
      const params = [...((item.parameters as ParameterObject[] | undefined) ?? []), ...(op.parameters ?? [])].map(
        (p) => (p.$ref ? document.components?.parameters?.[p.$ref.split("/").pop()!] : p) as ParameterObject,
      );
      const group = (where: string): JsonSchema | undefined => {
        const list = params.filter((p) => p?.in === where);
        if (list.length === 0) return undefined;
        return {
          type: "object",
          properties: Object.fromEntries(list.map((p) => [p.name, p.schema ?? {}])),
          required: list.filter((p) => p.required || where === "path").map((p) => p.name),
        };
      };
      const [bodyType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      const operation: Operation = {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{(\w+)\}/g, ":$1"),
        operationId: op.operationId ?? `${method} ${path}`,
        summary: op.summary ?? "",
        public: Array.isArray(op.security) && op.security.length === 0,
      };
      const querystring = group("query");
      const pathParams = group("path");
      if (querystring) operation.querystring = querystring;
      if (pathParams) operation.params = pathParams;
      if (bodyType) {
        operation.bodyType = bodyType;
        if (media?.schema && (bodyType === "application/json" || bodyType === "application/x-www-form-urlencoded")) {
          operation.body = media.schema;
        }
      }
      operations.push(operation);
    }
  }
  return { document, operations };
}
