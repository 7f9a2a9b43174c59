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
      className={cn("flex h-[50px] items-center gap-2 border-b bg-background px-2 text-foreground", className)}
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
        {topNav && !mobile ? (
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
      <div data-slot="navbar-actions" className="flex items-center gap-1">
        {mobile ? null : (
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
