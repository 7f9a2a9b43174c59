import { XIcon } from "lucide-react";
import * as React from "react";

import { ContextMenu } from "./on-first-use";
import { cn } from "../lib/cn";
import { type KeyValueStorage, readJson, writeJson } from "../lib/storage";
import {
  addView,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeView,
  menuAvailability,
  nextPathAfterClose,
  TAGS_STORAGE_KEY,
  type TagView,
  withAffix,
} from "../lib/tags-view";
import { messages } from "../messages";

/** Section 9: the tab context menu is 105 px wide. */
const TAG_MENU_WIDTH = 105;

type TagsViewProps = {
  views: readonly TagView[];
  activePath: string;
  onNavigate: (path: string) => void;
  /** The new tab list after a close action. */
  onViewsChange: (views: TagView[]) => void;
  /** Reload the page of a tab (e.g. navigate to `/redirect` + path). */
  onRefresh: (view: TagView) => void;
  homePath?: string;
  className?: string;
};

/**
 * Tabs of visited pages. Right-click (or Shift+F10) opens the 105 px menu: refresh, close, close
 * right, close left, close others, close all. Middle-click or Delete closes a tab; affixed tabs stay.
 */
function TagsView({
  views,
  activePath,
  onNavigate,
  onViewsChange,
  onRefresh,
  homePath = "/index",
  className,
}: TagsViewProps) {
  const apply = (next: TagView[]) => {
    onViewsChange(next);
    const target = nextPathAfterClose(next, activePath, homePath);
    if (target !== activePath) onNavigate(target);
  };
  const close = (view: TagView) => {
    if (!view.affix) apply(closeView(views, view.path));
  };

  return (
    <nav data-slot="tags-view" aria-label={messages.tagsView} className={cn("border-b bg-background", className)}>
      <ul className="flex h-[34px] items-center gap-1 overflow-x-auto px-2">
        {views.map((view) => {
          const active = view.path === activePath;
          const can = menuAvailability(views, view.path);
          return (
            <ContextMenu.Root key={view.path}>
              <ContextMenu.Trigger asChild>
                <li
                  data-slot="tags-view-item"
                  data-active={active ? "" : undefined}
                  className={cn(
                    "inline-flex h-[26px] shrink-0 items-center gap-1 rounded-sm border px-2 text-xs",
                    active ? "border-primary-strong bg-primary-strong text-white" : "bg-background text-foreground",
                  )}
                >
                  <a
                    href={view.path}
                    aria-current={active ? "page" : undefined}
                    className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1"
                    // Middle-click closes the tab instead of opening it in a new browser tab.
                    onAuxClick={(e) => e.preventDefault()}
                    onMouseDown={(e) => e.button === 1 && e.preventDefault()}
                    onMouseUp={(e) => {
                      if (e.button === 1) {
                        e.preventDefault();
                        close(view);
                      }
                    }}
                    onClick={(e) => {
                      if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                      e.preventDefault();
                      onNavigate(view.path);
                    }}
                    onKeyDown={(e) => {
                      if (e.key === "Delete") {
                        e.preventDefault();
                        close(view);
                      }
                    }}
                  >
                    {view.title}
                  </a>
                  {view.affix ? null : (
                    <button
                      type="button"
                      aria-label={messages.tags.closeTab(view.title)}
                      tabIndex={-1}
                      onClick={() => close(view)}
                      className="inline-flex size-3.5 cursor-pointer items-center justify-center rounded-full hover:bg-black/20"
                    >
                      <XIcon className="size-3" aria-hidden />
                    </button>
                  )}
                </li>
              </ContextMenu.Trigger>
              <ContextMenu.Content
                data-slot="tags-view-menu"
                style={{ width: TAG_MENU_WIDTH, minWidth: TAG_MENU_WIDTH }}
              >
                <ContextMenu.Item onSelect={() => onRefresh(view)}>{messages.tags.refresh}</ContextMenu.Item>
                {can.close ? (
                  <ContextMenu.Item onSelect={() => close(view)}>{messages.tags.close}</ContextMenu.Item>
                ) : null}
                {can.closeRight ? (
                  <ContextMenu.Item onSelect={() => apply(closeRight(views, view.path))}>
                    {messages.tags.closeRight}
                  </ContextMenu.Item>
                ) : null}
                {can.closeLeft ? (
                  <ContextMenu.Item onSelect={() => apply(closeLeft(views, view.path))}>
                    {messages.tags.closeLeft}
                  </ContextMenu.Item>
                ) : null}
                <ContextMenu.Item
                  onSelect={() => {
                    const next = closeOthers(views, view.path);
                    onViewsChange(next);
                    if (view.path !== activePath) onNavigate(view.path);
                  }}
                >
                  {messages.tags.closeOthers}
                </ContextMenu.Item>
                <ContextMenu.Item onSelect={() => apply(closeAll(views))}>{messages.tags.closeAll}</ContextMenu.Item>
              </ContextMenu.Content>
            </ContextMenu.Root>
          );
        })}
      </ul>
    </nav>
  );
}

type UseTagsViewOptions = {
  /** The page now shown; it is added to the tabs. */
  current: TagView | undefined;
  /** Pinned tabs (route meta.affix), always first. */
  affix?: readonly TagView[];
  /** Where the tabs survive a reload (sessionStorage in the browser); omit to keep them in memory. */
  storage?: KeyValueStorage;
  storageKey?: string;
};

/** Keeps the visited tabs: adds the current page, restores and saves them through `storage`. */
function useTagsView({ current, affix = [], storage, storageKey = TAGS_STORAGE_KEY }: UseTagsViewOptions) {
  const [views, setViews] = React.useState<TagView[]>(() =>
    withAffix(
      affix,
      (readJson<TagView[]>(storage, storageKey) ?? []).filter((v) => v && typeof v.path === "string"),
    ),
  );
  const [lastCurrent, setLastCurrent] = React.useState<TagView | undefined>(undefined);
  if (current && (current.path !== lastCurrent?.path || current.title !== lastCurrent?.title)) {
    setLastCurrent(current);
    setViews((list) => addView(list, current));
  }
  React.useEffect(() => {
    writeJson(storage, storageKey, views);
  }, [storage, storageKey, views]);
  return [views, setViews] as const;
}

export { TAG_MENU_WIDTH, TagsView, useTagsView };
export type { TagsViewProps, UseTagsViewOptions };
