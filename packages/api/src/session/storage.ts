/** The key-value storage the session keeps its state in (localStorage satisfies it). */
interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that lives in memory (tests, server-side rendering, private modes without localStorage). */
function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** localStorage when the page has a usable one, else a memory storage. */
function defaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      const probe = "__smartclass_probe__";
      storage.setItem(probe, "1");
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // Storage disabled (private mode, sandboxed frame): fall through to memory.
  }
  return createMemoryStorage();
}

export { createMemoryStorage, defaultStorage };
export type { KeyValueStorage };
