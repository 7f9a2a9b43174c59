// Request validation against the contract's schemas: the Ajv instances Fastify compiles every
// operation's query and body with, the message a refused request gets, and the same body check for
// handlers that validate data arriving another way (the rows of an imported spreadsheet).
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

import type { Contract } from "../contract.js";
import { serverMessages } from "./messages.js";

type JsonObject = Record<string, unknown>;

/** The contract's local `$ref`s pointed at the schema registered as `openapi.json`. */
export function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === "object") {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = k === "$ref" && typeof v === "string" && v.startsWith("#/") ? `openapi.json${v}` : rewriteRefs(v);
    }
    return out;
  }
  return value;
}

/** An Ajv instance that knows the contract's components (query strings are coerced, bodies are not). */
export function makeAjv(contract: Contract, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: coerce ? "array" : false,
    useDefaults: true,
    removeAdditional: false,
  });
  addFormats(ajv);
  for (const f of ["int32", "int64", "float", "double", "binary", "byte", "password"]) ajv.addFormat(f, true);
  ajv.addSchema({ $id: "openapi.json", components: contract.document.components ?? {} });
  return ajv;
}

export interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** "body.username: must NOT have more than 30 characters" — the field first, for people and tests. */
export function describeValidation(issues: ValidationIssue[], where: string): string {
  const first = issues[0];
  if (!first) return serverMessages.invalidRequest;
  const part = where === "querystring" ? "query" : where;
  const missing = first.params?.missingProperty as string | undefined;
  const extra = first.params?.additionalProperty as string | undefined;
  const path = (first.instancePath ?? "").replace(/^\//, "").replace(/\//g, ".");
  const field = [path, missing ?? extra].filter(Boolean).join(".");
  const label = field ? `${part}.${field}` : part;
  // A password of the wrong length answers the one text every operation that sets a password uses.
  if (
    ((first.keyword === "minLength" && first.params?.limit === 8) || first.keyword === "maxLength") &&
    /(^|\.)(password|newPassword)$/.test(field)
  )
    return serverMessages.passwordLength;
  const message = missing ? "is required" : extra ? "is not allowed" : (first.message ?? "is invalid");
  return serverMessages.invalid(label, message);
}

/** The body schema of a contract operation, compiled once, for handlers that check data as that operation would. */
export class BodyValidator {
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(
    private readonly contract: Contract,
    private readonly ajv: Ajv2020,
  ) {}

  /** The first issue of `value` against the JSON body of operation `key` ("METHOD /path"), or undefined when valid. */
  check(key: string, value: unknown): ValidationIssue | undefined {
    let validate = this.compiled.get(key);
    if (!validate) {
      const body = this.contract.operations.find((o) => o.key === key)?.body;
      if (!body) throw new Error(`operation ${key} has no JSON body in the contract`);
      validate = this.ajv.compile(rewriteRefs(body) as JsonObject);
      this.compiled.set(key, validate);
    }
    return validate(value) ? undefined : (validate.errors?.[0] ?? {});
  }
}
