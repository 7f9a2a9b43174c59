import * as React from "react";

import { ConfirmProvider } from "../components/confirm";
import { Toaster } from "../components/toaster";
import { cn } from "../lib/cn";
import type { Locale } from "../lib/locale";
import { STYLE_SCOPE_CLASS } from "../lib/style-scope";
import {
  activeTopKey,
  affixRoutes,
  breadcrumbFor,
  buildMenu,
  findRouteChain,
  flattenMenu,
  HOME_PATH,
  type MenuItem,
  type RouteRecord,
  routeTitle,
} from "../lib/menu-tree";
import { type LayoutSettings, loadSettings } from "../lib/settings";
import { browserLocalStorage, browserSessionStorage, type KeyValueStorage, readJson, writeJson } from "../lib/storage";
import type { TagView } from "../lib/tags-view";
import { messages } from "../messages";
import { type ColorModeStore, documentColorMode, useColorMode } from "../theme/color-mode";
import { setPrimaryColor, setSideTheme, setSize, type Size } from "../theme/theme";
import type { FullscreenApi } from "./fullscreen-toggle";
import { Navbar } from "./navbar";
import type { NoticeItem } from "./notice-bell";
import { Sidebar } from "./sidebar";
import { TagsView, useTagsView } from "./tags-view";
import { TitleBar } from "./title-bar";
import { useBack } from "./use-back";
import { PhoneLayout, useIsMobile, useIsPhone, useViewportWidth } from "./use-media";
import { useReturnFocus } from "./use-return-focus";
import type { ShellUser } from "./user-menu";

// The settings drawer (layout, theme, colours) is not needed to show a page: it loads when first opened.
const SettingsDrawer = React.lazy(() => import("./settings-drawer").then((m) => ({ default: m.SettingsDrawer })));
// Nor is the narrow screen's sidebar drawer, closed until its menu button is pressed.
const MobileSidebarDrawer = React.lazy(() =>
  import("./mobile-sidebar-drawer").then((m) => ({ default: m.MobileSidebarDrawer })),
);

/** Storage key of the sidebar's collapsed state. */
const SIDEBAR_STATUS_KEY = "sidebar-status";
/** Storage key of the layout size. */
const SIZE_KEY = "size";

type AppShellProps = {
  /** Menu route records from the server (current user's routes). */
  routes: readonly RouteRecord[];
  currentPath: string;
  onNavigate: (path: string) => void;
  user: ShellUser;
  /** Called after the logout confirmation; the app logs out and goes to /index. */
  onLogout: () => void;
  /** The language picked in the user menu; by default the choice is remembered and the page reloads. */
  onLocaleChange?: (locale: Locale) => void;
  notices?: readonly NoticeItem[];
  unreadCount?: number;
  onNoticesOpenChange?: (open: boolean) => void;
  /** Defaults to navigating to /user/notify-message. */
  onViewAllNotices?: () => void;
  /** Defaults to navigating to /user/profile. */
  onProfile?: () => void;
  /** Reload a tab's page; defaults to navigating to /redirect + path. */
  onRefresh?: (view: TagView) => void;
  /** Product name beside the logo, and the suffix of the dynamic title. */
  title?: string;
  logo?: React.ReactNode;
  /** Saved layout settings, sidebar state and size (localStorage by default). */
  storage?: KeyValueStorage;
  /** The colour mode preference offered in the settings drawer (the page's store by default). */
  colorModeStore?: ColorModeStore;
  /** Visited tabs (sessionStorage by default). */
  tagsStorage?: KeyValueStorage;
  /** Called 1 s after a settings reset (window.location.reload by default). */
  reload?: () => void;
  /** Forces the mobile layout (otherwise: viewport under 992 px). */
  mobile?: boolean;
  /** Forces the phone layout, a title bar instead of tabs and breadcrumb (otherwise: viewport under 640 px). */
  phone?: boolean;
  /** The phone title bar's back button; by default the browser goes back, or home on a visit's first page. */
  onBack?: () => void;
  /** Hide the sidebar (its toggle is then disabled). */
  sidebarHidden?: boolean;
  fullscreen?: FullscreenApi;
  /** Mount the Toaster (set false if the app mounts its own). */
  withToaster?: boolean;
  homePath?: string;
  children?: React.ReactNode;
};

function currentTag(routes: readonly RouteRecord[], path: string): TagView | undefined {
  const chain = findRouteChain(routes, path);
  const leaf = chain[chain.length - 1];
  if (!leaf) return undefined;
  return { path, title: routeTitle(leaf), name: leaf.name, affix: leaf.meta?.affix };
}

/**
 * The console frame: sidebar, navbar, tags view, settings drawer, confirm dialogs and toasts around
 * the page. Router-agnostic: give it the routes, the current path and `onNavigate`.
 */
function AppShell({
  routes,
  currentPath,
  onNavigate,
  user,
  onLogout,
  onLocaleChange,
  notices = [],
  unreadCount,
  onNoticesOpenChange,
  onViewAllNotices,
  onProfile,
  onRefresh,
  title = "Smartclass",
  logo,
  storage = browserLocalStorage(),
  tagsStorage = browserSessionStorage(),
  colorModeStore = documentColorMode(),
  reload,
  mobile: forcedMobile,
  phone: forcedPhone,
  onBack,
  sidebarHidden = false,
  fullscreen,
  withToaster = true,
  homePath = HOME_PATH,
  children,
}: AppShellProps) {
  const mediaMobile = useIsMobile();
  const mediaPhone = useIsPhone();
  const phone = forcedPhone ?? (forcedMobile === false ? false : mediaPhone);
  // A phone is mobile too: the sidebar is a drawer opened from the header.
  const mobile = phone || (forcedMobile ?? mediaMobile);
  const defaultBack = useBack(currentPath, homePath, onNavigate);
  const width = useViewportWidth();
  const [settings, setSettings] = React.useState<LayoutSettings>(() => loadSettings(storage));
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [settingsLoaded, setSettingsLoaded] = React.useState(false);
  if (settingsOpen && !settingsLoaded) setSettingsLoaded(true);
  const [colorMode, setColorMode] = useColorMode(colorModeStore);
  const [collapsed, setCollapsed] = React.useState<boolean>(
    () => readJson<boolean>(storage, SIDEBAR_STATUS_KEY) ?? false,
  );
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const [mobileLoaded, setMobileLoaded] = React.useState(false);
  if (mobileOpen && !mobileLoaded) setMobileLoaded(true);
  const [size, setSizeState] = React.useState<Size>(() => readJson<Size>(storage, SIZE_KEY) ?? "medium");
  const [topKey, setTopKey] = React.useState<string>();
  const returnFocus = useReturnFocus(mobileOpen);
  // Switching layout or page closes the mobile sidebar drawer.
  const drawerKey = `${mobile}|${currentPath}`;
  const [lastDrawerKey, setLastDrawerKey] = React.useState(drawerKey);
  if (drawerKey !== lastDrawerKey) {
    setLastDrawerKey(drawerKey);
    setMobileOpen(false);
  }

  const menu = React.useMemo(() => buildMenu(routes), [routes]);
  const searchEntries = React.useMemo(() => flattenMenu(menu), [menu]);
  const crumbs = React.useMemo(
    () => breadcrumbFor(routes, currentPath, messages.home, homePath),
    [routes, currentPath, homePath],
  );
  const affix = React.useMemo(() => affixRoutes(routes), [routes]);
  const current = React.useMemo(() => currentTag(routes, currentPath), [routes, currentPath]);
  const [views, setViews] = useTagsView({ current, affix, storage: tagsStorage });
  // Remembered tabs keep the title they were opened with; show each under its route's title now, so a
  // tab opened before a language switch reads in the new language.
  const shownViews = React.useMemo(
    () => views.map((view) => ({ ...view, title: currentTag(routes, view.path)?.title ?? view.title })),
    [views, routes],
  );

  React.useEffect(() => {
    setSideTheme(settings.sideTheme);
    setPrimaryColor(settings.theme);
  }, [settings.sideTheme, settings.theme]);
  React.useEffect(() => setSize(size), [size]);
  React.useEffect(() => {
    if (settings.dynamicTitle && current) document.title = `${current.title} - ${title}`;
  }, [settings.dynamicTitle, current, title]);

  const activeTop = topKey ?? activeTopKey(menu, currentPath);
  const sideMenu: readonly MenuItem[] =
    settings.topNav && !mobile ? (menu.find((m) => m.key === activeTop)?.children ?? menu) : menu;

  const toggleSidebar = () => {
    if (sidebarHidden) return;
    if (mobile) return setMobileOpen((o) => !o);
    setCollapsed((c) => {
      writeJson(storage, SIDEBAR_STATUS_KEY, !c);
      return !c;
    });
  };

  const sidebar = (
    <Sidebar
      menu={sideMenu}
      currentPath={currentPath}
      onNavigate={onNavigate}
      collapsed={!mobile && collapsed}
      showLogo={settings.sidebarLogo}
      title={title}
      logo={logo}
      homePath={homePath}
      className="h-full"
    />
  );

  const header = (
    <header
      data-slot="app-shell-header"
      className={cn(
        "z-30 bg-background",
        (settings.fixedHeader || phone) && "sticky top-0",
        // A notch or a rounded corner must not cover the header's buttons.
        phone && "pt-[env(safe-area-inset-top)]",
      )}
    >
      <Navbar
        breadcrumb={crumbs}
        searchEntries={searchEntries}
        onNavigate={onNavigate}
        sidebarCollapsed={mobile ? !mobileOpen : collapsed}
        onToggleSidebar={toggleSidebar}
        sidebarHidden={sidebarHidden}
        topNav={settings.topNav}
        topMenu={menu}
        topMenuActiveKey={activeTop}
        onTopMenuSelect={(item) => {
          if (item.children) setTopKey(item.key);
          else onNavigate(item.path);
        }}
        width={width}
        mobile={mobile}
        phone={phone}
        size={size}
        onSizeChange={(next) => {
          setSizeState(next);
          writeJson(storage, SIZE_KEY, next);
        }}
        notices={notices}
        unreadCount={unreadCount}
        onViewAllNotices={onViewAllNotices ?? (() => onNavigate("/user/notify-message"))}
        onNoticesOpenChange={onNoticesOpenChange}
        user={user}
        onProfile={onProfile ?? (() => onNavigate("/user/profile"))}
        onOpenSettings={() => setSettingsOpen(true)}
        onLogout={onLogout}
        onLocaleChange={onLocaleChange}
        fullscreen={fullscreen}
      />
      {phone ? (
        <TitleBar
          title={current?.title ?? crumbs[crumbs.length - 1]?.title ?? title}
          onBack={currentPath === homePath ? undefined : (onBack ?? defaultBack)}
        />
      ) : settings.tagsView ? (
        <TagsView
          views={shownViews}
          activePath={currentPath}
          onNavigate={onNavigate}
          onViewsChange={setViews}
          onRefresh={onRefresh ?? ((view) => onNavigate(`/redirect${view.path}`))}
          homePath={homePath}
        />
      ) : null}
    </header>
  );

  return (
    <ConfirmProvider>
      <div
        data-slot="app-shell"
        data-mobile={mobile ? "" : undefined}
        data-phone={phone ? "" : undefined}
        className={cn(
          STYLE_SCOPE_CLASS,
          "flex h-screen w-full overflow-hidden",
          // A phone held sideways puts its notch on the left or right: keep the page clear of it.
          phone && "h-dvh pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)]",
        )}
      >
        {sidebarHidden ? null : mobile ? (
          // Loaded when first opened, then kept (its closing animation); closed, it shows nothing.
          mobileOpen || mobileLoaded ? (
            <React.Suspense fallback={null}>
              <MobileSidebarDrawer
                open={mobileOpen}
                onOpenChange={setMobileOpen}
                onCloseAutoFocus={returnFocus}
                phone={phone}
              >
                {sidebar}
              </MobileSidebarDrawer>
            </React.Suspense>
          ) : null
        ) : (
          sidebar
        )}
        <div data-slot="app-shell-main" className="flex min-w-0 flex-1 flex-col overflow-y-auto">
          {header}
          <main
            data-slot="app-shell-content"
            className={cn("flex-1 p-4", phone && "px-3 pb-[calc(1rem+env(safe-area-inset-bottom))]")}
          >
            {/* The page's widgets lay out as the shell does (a dialog full screen on a phone). */}
            <PhoneLayout phone={phone}>{children}</PhoneLayout>
          </main>
        </div>
      </div>
      {/* Loaded when first opened, then kept (its closing animation, its state). */}
      {settingsOpen || settingsLoaded ? (
        <React.Suspense fallback={null}>
          <SettingsDrawer
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            settings={settings}
            onSettingsChange={setSettings}
            colorMode={colorMode}
            onColorModeChange={setColorMode}
            storage={storage}
            reload={reload}
          />
        </React.Suspense>
      ) : null}
      {withToaster ? <Toaster /> : null}
    </ConfirmProvider>
  );
}

export { AppShell, SIDEBAR_STATUS_KEY, SIZE_KEY };
export type { AppShellProps };
