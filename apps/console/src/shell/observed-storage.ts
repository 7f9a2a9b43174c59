import { type KeyValueStorage, readJson, TAGS_STORAGE_KEY, type TagView } from "@smartclass/ui";
import { useSyncExternalStore } from "react";

/** A storage that tells subscribers when it is written (the shell keeps its tabs in it). */
type ObservedStorage = KeyValueStorage & { subscribe: (listener: () => void) => () => void };

/** Wraps `base` (sessionStorage when available, else memory) so that writes can be observed. */
function createObservedStorage(base: KeyValueStorage | undefined): ObservedStorage {
  const memory = new Map<string, string>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    getItem: (key) => (base ? base.getItem(key) : (memory.get(key) ?? null)),
    setItem(key, value) {
      if (base) base.setItem(key, value);
      else memory.set(key, value);
      notify();
    },
    removeItem(key) {
      if (base) base.removeItem(key);
      else memory.delete(key);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The paths of the open tabs, as the shell stores them. */
function useOpenTabPaths(storage: ObservedStorage): readonly string[] {
  const raw = useSyncExternalStore(storage.subscribe, () => storage.getItem(TAGS_STORAGE_KEY));
  return pathsOf(raw);
}

let lastRaw: string | null = null;
let lastPaths: readonly string[] = [];
function pathsOf(raw: string | null): readonly string[] {
  if (raw !== lastRaw) {
    lastRaw = raw;
    const views = raw ? readJson<TagView[]>({ getItem: () => raw, setItem() {}, removeItem() {} }, "x") : undefined;
    lastPaths = (views ?? []).map((view) => view.path);
  }
  return lastPaths;
}

export { createObservedStorage, useOpenTabPaths };
