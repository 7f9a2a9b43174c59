/** A value that can travel in a query string. */
type QueryValue = string | number | boolean | bigint | Date | null | undefined | QueryValue[] | QueryObject;
/** A (possibly nested) query object. */
interface QueryObject {
  [key: string]: QueryValue;
}

// Brackets stay readable in keys (`params[beginTime]`); everything else is percent-encoded.
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, "[").replace(/%5D/gi, "]");
}

function encodeScalar(value: string | number | boolean | bigint | Date): string {
  return encodeURIComponent(value instanceof Date ? value.toISOString() : String(value));
}

function append(parts: string[], key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    // Arrays as repeated keys (`ids=1&ids=2`), the form the spec's update-read call needs.
    for (const item of value) {
      if (item !== null && typeof item === "object" && !(item instanceof Date) && !Array.isArray(item)) {
        throw new TypeError(`Query parameter "${key}" holds an object inside an array: not serialisable.`);
      }
      append(parts, key, item);
    }
    return;
  }
  if (typeof value === "object" && !(value instanceof Date)) {
    for (const [sub, item] of Object.entries(value)) append(parts, `${key}[${sub}]`, item);
    return;
  }
  parts.push(`${encodeKey(key)}=${encodeScalar(value)}`);
}

/**
 * Serialises GET parameters as the spec asks: nested objects as `key[sub]`, arrays as repeated keys,
 * `null` and `undefined` left out. Returns the query string without a leading `?`.
 */
function serializeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) append(parts, key, value as QueryValue);
  return parts.join("&");
}

export { serializeQuery };
export type { QueryObject, QueryValue };
