// Raw statements (data-modifying WITH queries drizzle's builders cannot express) on either engine.

/** The rows of a raw `db.execute` result: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
