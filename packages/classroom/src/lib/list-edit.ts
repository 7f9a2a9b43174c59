// List edits the option and question editors share: pure, so that their rules are tested on their own.

/** A fresh id for an item being edited (options and questions before they are saved). */
function draftId(prefix = "d"): string {
  draftId.seq += 1;
  return `${prefix}${draftId.seq}`;
}
draftId.seq = 0;

/** The list with the item at `from` moved to `to` (clamped to the list); the same list when nothing moves. */
function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The list without the item at `index`. */
function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The list with the item at `index` replaced by `update(item)`. */
function updateAt<T>(list: readonly T[], index: number, update: (item: T) => T): T[] {
  return list.map((item, i) => (i === index ? update(item) : item));
}

export { draftId, moveItem, removeAt, updateAt };
