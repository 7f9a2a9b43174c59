/** Ordered lists of the settings (rules, buttons, condition rows): sorted by `sort`, reordered, renumbered. */

/** The items in `sort` order (stable: equal sorts keep their order). */
function bySort<T extends { sort: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sort - b.sort);
}

/** The items with `sort` renumbered 1…n in their array order (unchanged items keep their identity). */
function renumber<T extends { sort: number }>(items: readonly T[]): T[] {
  return items.map((item, index) => (item.sort === index + 1 ? item : { ...item, sort: index + 1 }));
}

/** The items with the one at `index` moved by `delta` places (−1 up, +1 down), renumbered; unchanged at an end. */
function moveItem<T extends { sort: number }>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return renumber(items);
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved as T);
  return renumber(next);
}

/**
 * A new id for a rule, button or condition row: unique within the model's settings (a time part
 * and a random part; `crypto.randomUUID` is missing on plain-http pages, which schools run).
 */
function newId(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export { bySort, moveItem, newId, renumber };
