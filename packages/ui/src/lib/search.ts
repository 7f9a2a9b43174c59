import Fuse from "fuse.js";

import type { SearchEntry } from "./menu-tree";

/** Section 9 search options. */
const searchOptions = {
  shouldSort: true,
  threshold: 0.4,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: "title", weight: 0.7 },
    { name: "path", weight: 0.3 },
  ],
};

// Fuse's bitap splits longer patterns into chunks; the pre-filter below reasons about one chunk.
const MAX_BITAP_PATTERN = 32;

type IndexData = Parameters<typeof Fuse.parseIndex>[0];
type IndexRecord = IndexData["records"][number];
type SubRecord = { v: string; n: number; i?: number };
type PreparedValue = { sub: SubRecord; chars: Set<string> };
type PreparedKey = { key: string; array: boolean; values: PreparedValue[] };

/**
 * Builds a fuzzy search over menu entries (titles and paths) with the spec's options.
 *
 * Results are exactly Fuse's (a unit test compares them). To keep a keystroke under the 2 ms budget,
 * values that cannot match are left out before bitap runs: Fuse scores a match with
 * `errors / pattern length + proximity`, so a match under the threshold has at most
 * ⌊threshold × length⌋ edit errors, and then at least `length − errors` of the pattern's characters
 * occur in the value. Values that fail this never contribute to a score, so dropping them changes
 * nothing but the time.
 */
function createMenuSearch(entries: readonly SearchEntry[], limit = 20) {
  const docs = [...entries];
  const index = Fuse.createIndex(
    searchOptions.keys.map((k) => k.name),
    docs,
  );
  // toJSON's keys lack getFn, which parseIndex does not need: the records hold the values already.
  const { keys, records } = index.toJSON() as IndexData;
  const full = new Fuse(docs, searchOptions, index);
  const prepared = records.map((record) => ({
    i: record.i,
    keys: Object.entries(record.$ ?? {}).map(([key, value]): PreparedKey => ({
      key,
      array: Array.isArray(value),
      values: (Array.isArray(value) ? value : [value]).map((sub: SubRecord) => ({
        sub,
        chars: new Set([...sub.v.toLowerCase()]),
      })),
    })),
  }));

  return (query: string): SearchEntry[] => {
    const q = query.trim();
    if (!q) return [];
    const chars = [...q.toLowerCase()];
    if (chars.length > MAX_BITAP_PATTERN) return full.search(q, { limit }).map((r) => r.item);
    const need = chars.length - Math.floor(searchOptions.threshold * chars.length);
    const possible = (set: Set<string>) => {
      let found = 0;
      for (const c of chars) if (set.has(c) && ++found >= need) return true;
      return false;
    };
    const candidates: IndexRecord[] = [];
    for (const record of prepared) {
      let $: Record<string, SubRecord | SubRecord[]> | undefined;
      for (const k of record.keys) {
        const kept = k.values.filter((v) => possible(v.chars)).map((v) => v.sub);
        if (kept.length > 0) ($ ??= {})[k.key] = k.array ? kept : (kept[0] as SubRecord);
      }
      if ($) candidates.push({ i: record.i, $ } as IndexRecord);
    }
    if (candidates.length === 0) return [];
    const fuse = new Fuse(docs, searchOptions, Fuse.parseIndex<SearchEntry>({ keys, records: candidates }));
    return fuse.search(q, { limit }).map((r) => r.item);
  };
}

export { createMenuSearch, searchOptions };
