import { PanelLeftCloseIcon, PanelLeftOpenIcon } from "lucide-react";
import type * as React from "react";

import { IconButton } from "../components/icon-button";
import { cn } from "../lib/cn";
import type { Locale } from "../lib/locale";
import type { Crumb, MenuItem, SearchEntry } from "../lib/menu-tree";
import { messages } from "../messages";
import type { Size } from "../theme/theme";
import { Breadcrumb } from "./breadcrumb";
import { type FullscreenApi, FullscreenToggle } from "./fullscreen-toggle";
import { HeaderSearch } from "./header-search";
import { NoticeBell, type NoticeItem } from "./notice-bell";
import { SizeSelect } from "./size-select";
import { TopMenu } from "./top-menu";
import { type ShellUser, UserMenu } from "./user-menu";

type NavbarProps = {
  /** Breadcrumb items (`breadcrumbFor(routes, path, …)`). */
  breadcrumb: readonly Crumb[];
  /** Entries of the header search (`flattenMenu(menu)`). */
  searchEntries: readonly SearchEntry[];
  onNavigate: (path: string) => void;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  /** The toggle cannot be used while the sidebar is hidden. */
  sidebarHidden?: boolean;
  /** Show the top menu instead of the breadcrumb. */
  topNav?: boolean;
  topMenu?: readonly MenuItem[];
  topMenuActiveKey?: string;
  onTopMenuSelect?: (item: MenuItem) => void;
  /** Width the top menu's item count is based on. */
  width?: number;
  /** Under 992 px: search, messages, full screen and size selector are hidden. */
  mobile?: boolean;
  /**
   * Under 640 px (a phone): no breadcrumb (the shell's title bar names the page); search, messages and
   * the user menu stay, as 44 × 44 px targets 8 px apart.
   */
  phone?: boolean;
  size: Size;
  onSizeChange: (size: Size) => void;
  notices: readonly NoticeItem[];
  unreadCount?: number;
  onViewAllNotices: () => void;
  onNoticesOpenChange?: (open: boolean) => void;
  user: ShellUser;
  onProfile: () => void;
  onOpenSettings?: () => void;
  onLogout: () => void;
  /** The language picked in the user menu; without it the page remembers the choice and reloads. */
  onLocaleChange?: (locale: Locale) => void;
  fullscreen?: FullscreenApi;
  /** Extra actions on the right (e.g. source or doc links), hidden on mobile like the others. */
  extraActions?: React.ReactNode;
  className?: string;
};

/** On a phone every header button is a 44 × 44 px target (WCAG 2.5.5). */
const PHONE_NAVBAR_CLASS =
  "relative h-14 [&_[data-slot=icon-button]]:size-11 [&_[data-slot=notice-bell]]:size-11 [&_[data-slot=user-menu]]:min-h-11 [&_[data-slot=user-menu]]:min-w-11";

/**
 * On a phone the open search box covers the whole header (there is no room beside the other buttons),
 * and its results span the screen with rows tall enough for a finger.
 */
const PHONE_SEARCH_CLASS =
  "has-[input]:absolute has-[input]:inset-0 has-[input]:z-10 has-[input]:bg-background has-[input]:px-2 [&_input]:h-11 [&_input]:w-full [&>svg]:left-5 [&_[role=listbox]]:right-2 [&_[role=listbox]]:left-2 [&_[role=listbox]]:w-auto [&_[role=option]]:py-3 [&_[role=status]]:right-2 [&_[role=status]]:left-2 [&_[role=status]]:w-auto";

/**
 * The top bar: sidebar toggle, breadcrumb or top menu, search, full screen, size, notifications and
 * the user menu. Router-agnostic; needs a ConfirmProvider (AppShell has one) for the logout question.
 */
function Navbar({
  breadcrumb,
  searchEntries,
  onNavigate,
  sidebarCollapsed,
  onToggleSidebar,
  sidebarHidden = false,
  topNav = false,
  topMenu = [],
  topMenuActiveKey,
  onTopMenuSelect,
  width = 1280,
  mobile = false,
  phone = false,
  size,
  onSizeChange,
  notices,
  unreadCount,
  onViewAllNotices,
  onNoticesOpenChange,
  user,
  onProfile,
  onOpenSettings,
  onLogout,
  onLocaleChange,
  fullscreen,
  extraActions,
  className,
}: NavbarProps) {
  return (
    <div
      data-slot="navbar"
      data-mobile={mobile ? "" : undefined}
      data-phone={phone ? "" : undefined}
      className={cn(
        "flex h-[50px] items-center gap-2 border-b bg-background px-2 text-foreground",
        phone && PHONE_NAVBAR_CLASS,
        className,
      )}
    >
      <IconButton
        label={sidebarCollapsed ? messages.expandSidebar : messages.collapseSidebar}
        aria-expanded={!sidebarCollapsed}
        disabled={sidebarHidden}
        onClick={onToggleSidebar}
      >
        {sidebarCollapsed ? <PanelLeftOpenIcon aria-hidden /> : <PanelLeftCloseIcon aria-hidden />}
      </IconButton>
      <div className="min-w-0 flex-1">
        {phone ? null : topNav && !mobile ? (
          <TopMenu
            menu={topMenu}
            activeKey={topMenuActiveKey}
            width={width}
            onSelect={(item) => (onTopMenuSelect ? onTopMenuSelect(item) : onNavigate(item.path))}
          />
        ) : (
          <Breadcrumb items={breadcrumb} onNavigate={onNavigate} />
        )}
      </div>
      <div data-slot="navbar-actions" className={cn("flex items-center", phone ? "gap-2" : "gap-1")}>
        {phone ? (
          <>
            <HeaderSearch entries={searchEntries} onNavigate={onNavigate} className={PHONE_SEARCH_CLASS} />
            <NoticeBell
              notices={notices}
              unreadCount={unreadCount}
              onViewAll={onViewAllNotices}
              onOpenChange={onNoticesOpenChange}
            />
          </>
        ) : mobile ? null : (
          <>
            <HeaderSearch entries={searchEntries} onNavigate={onNavigate} />
            {extraActions}
            <FullscreenToggle api={fullscreen} />
            <SizeSelect value={size} onChange={onSizeChange} />
            <NoticeBell
              notices={notices}
              unreadCount={unreadCount}
              onViewAll={onViewAllNotices}
              onOpenChange={onNoticesOpenChange}
            />
          </>
        )}
        <UserMenu
          user={user}
          onProfile={onProfile}
          onOpenSettings={onOpenSettings}
          onLogout={onLogout}
          onLocaleChange={onLocaleChange}
        />
      </div>
    </div>
  );
}

export { Navbar };
export type { NavbarProps };
