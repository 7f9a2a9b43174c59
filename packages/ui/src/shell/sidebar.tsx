import { ChevronDownIcon } from "lucide-react";
import * as React from "react";

import { DropdownMenu, Tooltip } from "./on-first-use";
import { cn } from "../lib/cn";
import type { MenuItem } from "../lib/menu-tree";
import { messages } from "../messages";
import type { SideTheme } from "../theme/theme";
import { MenuIcon } from "./menu-icon";

/** Section 9: titles longer than 5 characters get a tooltip. */
const TOOLTIP_TITLE_LENGTH = 5;

type SidebarProps = Omit<React.ComponentProps<"aside">, "children"> & {
  /** The resolved menu (see `buildMenu(routes)`). */
  menu: readonly MenuItem[];
  currentPath: string;
  onNavigate: (path: string) => void;
  /** Icon-only rail (54 px) instead of the 200 px menu. */
  collapsed?: boolean;
  /** Side theme; omit to follow `data-side-theme` on the document (setSideTheme). */
  theme?: SideTheme;
  showLogo?: boolean;
  title?: string;
  logo?: React.ReactNode;
  /** Where the logo leads. */
  homePath?: string;
};

function isActive(item: MenuItem, path: string): boolean {
  if (item.external) return false;
  return item.path === path || (item.children ?? []).some((c) => isActive(c, path));
}

function openChain(items: readonly MenuItem[], path: string): string[] {
  for (const item of items) {
    if (item.children && isActive(item, path)) return [item.key, ...openChain(item.children, path)];
  }
  return [];
}

function follow(e: React.MouseEvent, path: string, onNavigate: (path: string) => void) {
  // Let modified clicks open a new tab as links do.
  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
  e.preventDefault();
  onNavigate(path);
}

const rowClass =
  "flex h-12 w-full items-center gap-2 px-5 text-sm text-side-foreground outline-none hover:bg-side-hover focus-visible:bg-side-hover focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-side-active";

function WithTooltip({ title, force, children }: { title: string; force?: boolean; children: React.ReactElement }) {
  if (!force && title.length <= TOOLTIP_TITLE_LENGTH) return children;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Content side="right">{title}</Tooltip.Content>
    </Tooltip.Root>
  );
}

function Leaf({
  item,
  depth,
  collapsed,
  currentPath,
  onNavigate,
}: {
  item: MenuItem;
  depth: number;
  collapsed: boolean;
  currentPath: string;
  onNavigate: (path: string) => void;
}) {
  const active = isActive(item, currentPath);
  const link = (
    <a
      data-slot="sidebar-link"
      href={item.path}
      aria-current={active ? "page" : undefined}
      {...(item.external
        ? { target: "_blank", rel: "noopener noreferrer" }
        : { onClick: (e: React.MouseEvent) => follow(e, item.path, onNavigate) })}
      className={cn(
        rowClass,
        active && "bg-side-hover font-medium text-side-active shadow-[inset_3px_0_0_var(--sc-primary)]",
        collapsed && "justify-center px-0",
      )}
      style={collapsed ? undefined : { paddingLeft: 20 + depth * 16 }}
    >
      <MenuIcon name={item.icon} />
      <span className={cn("truncate", collapsed && "sr-only")}>{item.title}</span>
      {item.external ? <span className="sr-only">{messages.openNewTab}</span> : null}
    </a>
  );
  return (
    <li>
      <WithTooltip title={item.title} force={collapsed}>
        {link}
      </WithTooltip>
    </li>
  );
}

function CollapsedSub({
  item,
  currentPath,
  onNavigate,
}: {
  item: MenuItem;
  currentPath: string;
  onNavigate: (path: string) => void;
}) {
  const active = isActive(item, currentPath);
  const renderItems = (items: readonly MenuItem[]): React.ReactNode =>
    items.map((child) =>
      child.children ? (
        <DropdownMenu.Sub key={child.key}>
          <DropdownMenu.SubTrigger>{child.title}</DropdownMenu.SubTrigger>
          <DropdownMenu.SubContent>{renderItems(child.children)}</DropdownMenu.SubContent>
        </DropdownMenu.Sub>
      ) : (
        <DropdownMenu.Item
          key={child.key}
          onSelect={() =>
            child.external ? window.open(child.path, "_blank", "noopener,noreferrer") : onNavigate(child.path)
          }
        >
          {child.title}
        </DropdownMenu.Item>
      ),
    );
  return (
    <li>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          data-slot="sidebar-submenu-trigger"
          className={cn(rowClass, "justify-center px-0", active && "text-side-active")}
        >
          <MenuIcon name={item.icon} />
          <span className="sr-only">{item.title}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content side="right" align="start">
          <DropdownMenu.Label>{item.title}</DropdownMenu.Label>
          {renderItems(item.children ?? [])}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </li>
  );
}

function Items({
  items,
  depth,
  collapsed,
  currentPath,
  onNavigate,
  openKeys,
  onToggle,
}: {
  items: readonly MenuItem[];
  depth: number;
  collapsed: boolean;
  currentPath: string;
  onNavigate: (path: string) => void;
  openKeys: readonly string[];
  onToggle: (key: string, depth: number) => void;
}) {
  return items.map((item) => {
    if (!item.children) {
      return (
        <Leaf
          key={item.key}
          item={item}
          depth={depth}
          collapsed={collapsed}
          currentPath={currentPath}
          onNavigate={onNavigate}
        />
      );
    }
    if (collapsed && depth === 0) {
      return <CollapsedSub key={item.key} item={item} currentPath={currentPath} onNavigate={onNavigate} />;
    }
    const open = openKeys[depth] === item.key;
    const listId = `submenu-${item.key.replace(/[^\w-]/g, "_")}`;
    const active = isActive(item, currentPath);
    return (
      <li key={item.key}>
        <WithTooltip title={item.title}>
          <button
            type="button"
            data-slot="sidebar-submenu-trigger"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => onToggle(item.key, depth)}
            className={cn(rowClass, "cursor-pointer", active && "text-side-active")}
            style={{ paddingLeft: 20 + depth * 16 }}
          >
            <MenuIcon name={item.icon} />
            <span className="truncate">{item.title}</span>
            <ChevronDownIcon className={cn("ml-auto size-4 transition-transform", open && "rotate-180")} aria-hidden />
          </button>
        </WithTooltip>
        <ul id={listId} hidden={!open} className="bg-side-sub">
          <Items
            items={item.children}
            depth={depth + 1}
            collapsed={collapsed}
            currentPath={currentPath}
            onNavigate={onNavigate}
            openKeys={openKeys}
            onToggle={onToggle}
          />
        </ul>
      </li>
    );
  });
}

/**
 * The console's side menu: logo, menu tree with one submenu open at a time, light or dark theme,
 * collapsible to an icon rail. Router-agnostic: pass the current path and `onNavigate`.
 */
function Sidebar({
  menu,
  currentPath,
  onNavigate,
  collapsed = false,
  theme,
  showLogo = true,
  title = "Smartclass",
  logo,
  homePath = "/index",
  className,
  ...props
}: SidebarProps) {
  const [openKeys, setOpenKeys] = React.useState<string[]>(() => openChain(menu, currentPath));
  // Opening the page of another submenu (e.g. from search) opens that submenu instead.
  const [lastPath, setLastPath] = React.useState(currentPath);
  if (lastPath !== currentPath) {
    setLastPath(currentPath);
    const chain = openChain(menu, currentPath);
    if (chain.length > 0) setOpenKeys(chain);
  }
  const onToggle = (key: string, depth: number) =>
    setOpenKeys((keys) => (keys[depth] === key ? keys.slice(0, depth) : [...keys.slice(0, depth), key]));

  return (
    <aside
      data-slot="sidebar"
      data-side-theme={theme}
      data-collapsed={collapsed ? "" : undefined}
      className={cn(
        "flex h-full shrink-0 flex-col overflow-hidden bg-side text-side-foreground transition-[width]",
        collapsed ? "w-[54px]" : "w-sidebar",
        className,
      )}
      {...props}
    >
      {showLogo ? (
        <a
          data-slot="sidebar-logo"
          href={homePath}
          onClick={(e) => follow(e, homePath, onNavigate)}
          className={cn(
            "flex h-[50px] shrink-0 items-center gap-2 px-4 font-semibold text-side-active outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-side-active",
            collapsed && "justify-center px-0",
          )}
        >
          {logo ?? (
            <span
              aria-hidden
              className="flex size-7 items-center justify-center rounded bg-primary-strong text-xs text-white"
            >
              SC
            </span>
          )}
          <span className={cn("truncate", collapsed && "sr-only")}>{title}</span>
        </a>
      ) : null}
      <nav aria-label={messages.mainMenu} className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto">
        <ul>
          <Items
            items={menu}
            depth={0}
            collapsed={collapsed}
            currentPath={currentPath}
            onNavigate={onNavigate}
            openKeys={openKeys}
            onToggle={onToggle}
          />
        </ul>
      </nav>
    </aside>
  );
}

export { Sidebar, TOOLTIP_TITLE_LENGTH };
export type { SidebarProps };
