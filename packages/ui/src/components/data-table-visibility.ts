import type { VisibilityState } from "@tanstack/react-table";
import * as React from "react";

import { type KeyValueStorage, readJson, writeJson } from "../lib/storage";

/** Which columns are shown, by column id; a column missing from the map is shown. */
type ColumnVisibility = Record<string, boolean>;

/** The storage key under which a table's column choice is remembered. */
function visibilityKey(tableId: string): string {
  return `data-table:${tableId}:columns`;
}

/**
 * The remembered visibility of a table's columns, keeping only the ids the table still has and only
 * boolean values; anything unreadable, or hiding every column, gives an empty map (every column shown).
 */
function loadVisibility(
  storage: KeyValueStorage | undefined,
  tableId: string,
  columnIds: readonly string[],
): ColumnVisibility {
  const saved = readJson<unknown>(storage, visibilityKey(tableId));
  if (!saved || typeof saved !== "object" || Array.isArray(saved)) return {};
  const known = new Set(columnIds);
  const result: ColumnVisibility = {};
  for (const [id, shown] of Object.entries(saved)) {
    if (known.has(id) && typeof shown === "boolean") result[id] = shown;
  }
  // A table with every column hidden could not be shown again from its own menu.
  return columnIds.length > 0 && columnIds.every((id) => result[id] === false) ? {} : result;
}

/** Remembers a table's column visibility; only hidden columns are written, so new columns start shown. */
function saveVisibility(storage: KeyValueStorage | undefined, tableId: string, visibility: ColumnVisibility): void {
  const hidden = Object.fromEntries(Object.entries(visibility).filter(([, shown]) => !shown));
  if (Object.keys(hidden).length === 0) storage?.removeItem(visibilityKey(tableId));
  else writeJson(storage, visibilityKey(tableId), hidden);
}

/** Keeps a table's column visibility in state and in storage under its table id. */
function usePersistedVisibility(
  tableId: string | undefined,
  storage: KeyValueStorage | undefined,
  columnIds: readonly string[],
): [VisibilityState, (next: VisibilityState) => void] {
  const [visibility, setVisibility] = React.useState<VisibilityState>(() =>
    tableId ? loadVisibility(storage, tableId, columnIds) : {},
  );
  const update = React.useCallback(
    (next: VisibilityState) => {
      setVisibility(next);
      if (tableId) saveVisibility(storage, tableId, next);
    },
    [storage, tableId],
  );
  return [visibility, update];
}

export { loadVisibility, saveVisibility, usePersistedVisibility, visibilityKey };
