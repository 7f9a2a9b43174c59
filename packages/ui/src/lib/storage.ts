/** The part of the Web Storage API the shell uses; inject it to test or to use another store. */
type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** An in-memory storage, for stories, tests and server rendering. */
function createMemoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

/** Reads JSON from storage; a missing, unreadable or malformed value gives undefined. */
function readJson<T>(storage: KeyValueStorage | undefined, key: string): T | undefined {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes JSON to storage; a full or unavailable store is ignored (the shell still works without it). */
function writeJson(storage: KeyValueStorage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: nothing to do
  }
}

/** The browser's localStorage when available. */
function browserLocalStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The browser's sessionStorage when available. */
function browserSessionStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export { browserLocalStorage, browserSessionStorage, createMemoryStorage, readJson, writeJson };
export type { KeyValueStorage };
