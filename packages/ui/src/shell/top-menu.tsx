import { ChevronDownIcon } from "lucide-react";

import { DropdownMenu } from "./on-first-use";
import { cn } from "../lib/cn";
import type { MenuItem } from "../lib/menu-tree";
import { messages } from "../messages";
import { MenuIcon } from "./menu-icon";
import { openExternalUrl } from "./header-search";

/** Section 9: each top menu item takes about 85 px. */
const TOP_MENU_ITEM_WIDTH = 85;

/** How many top menu items fit: about one third of the width divided by 85 px (at least 1). */
function visibleTopMenuCount(width: number): number {
  return Math.max(1, Math.floor(width / 3 / TOP_MENU_ITEM_WIDTH));
}

type TopMenuProps = {
  menu: readonly MenuItem[];
  activeKey?: string;
  /** Width the count is based on (usually the viewport width). */
  width: number;
  /** A top item was chosen: a page navigates, a group shows its children in the sidebar. */
  onSelect: (item: MenuItem) => void;
  openExternal?: (url: string) => void;
};

/** Optional top navigation: as many items as fit, the rest under "更多菜单". */
function TopMenu({ menu, activeKey, width, onSelect, openExternal = openExternalUrl }: TopMenuProps) {
  const count = visibleTopMenuCount(width);
  const shown = menu.slice(0, count);
  const more = menu.slice(count);
  const choose = (item: MenuItem) => (item.external ? openExternal(item.path) : onSelect(item));
  return (
    <nav data-slot="top-menu" aria-label={messages.topMenu}>
      <ul className="flex items-center">
        {shown.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              aria-current={item.key === activeKey ? "true" : undefined}
              onClick={() => choose(item)}
              className={cn(
                "inline-flex h-[50px] cursor-pointer items-center gap-1.5 border-b-2 border-transparent px-3 text-sm outline-none hover:text-primary-strong focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                item.key === activeKey && "border-primary-strong text-primary-strong",
              )}
            >
              <MenuIcon name={item.icon} />
              {item.title}
              {item.external ? <span className="sr-only">{messages.openNewTab}</span> : null}
            </button>
          </li>
        ))}
        {more.length > 0 ? (
          <li>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger className="inline-flex h-[50px] cursor-pointer items-center gap-1 px-3 text-sm outline-none hover:text-primary-strong focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset">
                {messages.moreMenu}
                <ChevronDownIcon className="size-3.5" aria-hidden />
              </DropdownMenu.Trigger>
              <DropdownMenu.Content align="start">
                {more.map((item) => (
                  <DropdownMenu.Item key={item.key} onSelect={() => choose(item)}>
                    <MenuIcon name={item.icon} />
                    {item.title}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export { TOP_MENU_ITEM_WIDTH, TopMenu, visibleTopMenuCount };
export type { TopMenuProps };
