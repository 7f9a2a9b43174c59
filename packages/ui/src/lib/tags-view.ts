/** One visited page in the tags view. */
type TagView = { path: string; title: string; name?: string; affix?: boolean };

/** Which context-menu actions are offered for a tab. */
type TagMenuAvailability = {
  refresh: boolean;
  close: boolean;
  closeRight: boolean;
  closeLeft: boolean;
  closeOthers: boolean;
  closeAll: boolean;
};

/** Adds a visited page; an existing tab keeps its place and takes the newer title. */
function addView(views: readonly TagView[], view: TagView): TagView[] {
  const i = views.findIndex((v) => v.path === view.path);
  if (i === -1) return [...views, view];
  const current = views[i] as TagView;
  if (current.title === view.title) return [...views];
  const next = [...views];
  next[i] = { ...current, title: view.title };
  return next;
}

/** Closes one tab; affixed tabs are never closed. */
function closeView(views: readonly TagView[], path: string): TagView[] {
  return views.filter((v) => v.path !== path || v.affix);
}

/** Closes the tabs to the right of `path` (affixed ones stay). */
function closeRight(views: readonly TagView[], path: string): TagView[] {
  const i = views.findIndex((v) => v.path === path);
  return i === -1 ? [...views] : views.filter((v, j) => j <= i || v.affix);
}

/** Closes the tabs to the left of `path` (affixed ones stay). */
function closeLeft(views: readonly TagView[], path: string): TagView[] {
  const i = views.findIndex((v) => v.path === path);
  return i === -1 ? [...views] : views.filter((v, j) => j >= i || v.affix);
}

/** Closes every tab but `path` and the affixed ones. */
function closeOthers(views: readonly TagView[], path: string): TagView[] {
  return views.filter((v) => v.path === path || v.affix);
}

/** Closes every tab but the affixed ones. */
function closeAll(views: readonly TagView[]): TagView[] {
  return views.filter((v) => v.affix);
}

/**
 * Context-menu rules: close is not offered for an affixed tab, close left is hidden on the first tab
 * and close right on the last.
 */
function menuAvailability(views: readonly TagView[], path: string): TagMenuAvailability {
  const i = views.findIndex((v) => v.path === path);
  const view = views[i];
  return {
    refresh: true,
    close: !!view && !view.affix,
    closeLeft: i > 0,
    closeRight: i !== -1 && i < views.length - 1,
    closeOthers: views.some((v) => v.path !== path && !v.affix),
    closeAll: views.some((v) => !v.affix),
  };
}

/**
 * Where to go after closing: stay if the active page is still open, else the last remaining tab,
 * else home.
 */
function nextPathAfterClose(remaining: readonly TagView[], activePath: string, homePath: string): string {
  if (remaining.some((v) => v.path === activePath)) return activePath;
  return remaining[remaining.length - 1]?.path ?? homePath;
}

/** Merges the affixed tabs (first, in route order) with restored tabs, dropping duplicates. */
function withAffix(affix: readonly TagView[], views: readonly TagView[]): TagView[] {
  const out: TagView[] = affix.map((v) => ({ ...v, affix: true }));
  for (const v of views) if (!out.some((o) => o.path === v.path)) out.push(v);
  return out;
}

/**
 * The storage key the visited tabs survive a reload under. It lives here, not beside the tabs widget,
 * so that forgetting a signed-out tab's session does not load the widget and its menu with the console.
 */
const TAGS_STORAGE_KEY = "tags-view";

export {
  addView,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeView,
  menuAvailability,
  nextPathAfterClose,
  TAGS_STORAGE_KEY,
  withAffix,
};
export type { TagMenuAvailability, TagView };
