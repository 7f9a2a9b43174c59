import { isExternal, isHttpUrl } from "./validate";

/** Route meta as the server sends it. */
type RouteMeta = {
  title?: string;
  icon?: string;
  /** An external link the menu item opens instead of a page. */
  link?: string | null;
  /** Pinned in the tags view; never closed. */
  affix?: boolean;
  noCache?: boolean;
  /** Shown as plain text in the breadcrumb. */
  noRedirect?: boolean;
};

/** A menu route record as the server supplies it (paths of children are relative to the parent). */
type RouteRecord = {
  name?: string;
  path: string;
  icon?: string;
  /** Hidden from menus when false. */
  visible?: boolean;
  keepAlive?: boolean;
  componentName?: string;
  parentId?: number | string;
  component?: string;
  /** Show the parent even when it has a single child. */
  alwaysShow?: boolean;
  redirect?: string;
  meta?: RouteMeta;
  children?: RouteRecord[];
};

/** A resolved menu entry the Sidebar and top menu render. */
type MenuItem = {
  key: string;
  title: string;
  icon?: string;
  /** Full path of a page, or the URL of an external link. */
  path: string;
  /** An http(s) link opened in a new tab; other external schemes are dropped. */
  external: boolean;
  children?: MenuItem[];
};

/** The home page path. */
const HOME_PATH = "/index";

/** Joins a child path onto its parent's; absolute paths and external URLs are kept as they are. */
function resolvePath(base: string, path: string): string {
  if (isExternal(path)) return path;
  if (path.startsWith("/")) return normalise(path);
  if (!path) return normalise(base || "/");
  return normalise(`${base}/${path}`);
}

function normalise(path: string): string {
  const out = `/${path}`.replace(/\/{2,}/g, "/");
  return out.length > 1 ? out.replace(/\/$/, "") : out;
}

/** The menu title of a route: meta.title, else its name, else its path. */
function routeTitle(route: RouteRecord): string {
  return route.meta?.title ?? route.name ?? route.path;
}

function isVisible(route: RouteRecord): boolean {
  return route.visible !== false;
}

function linkOf(route: RouteRecord, full: string): { path: string; external: boolean } | undefined {
  const link = route.meta?.link || (isExternal(route.path) ? route.path : undefined);
  if (!link) return { path: full, external: false };
  // Only http(s) links may be opened (security baseline); mailto/tel/javascript are dropped.
  return isHttpUrl(link) ? { path: link, external: true } : undefined;
}

/**
 * Builds the menu from route records: hidden routes are dropped, a parent with a single visible
 * child collapses to that child (unless `alwaysShow`), external links are kept only for http(s).
 */
function buildMenu(routes: readonly RouteRecord[], base = ""): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    if (!isVisible(route)) continue;
    const full = resolvePath(base, route.path);
    const children = (route.children ?? []).filter(isVisible);
    const only = children[0];
    if (children.length === 1 && only && !route.alwaysShow && !(only.children ?? []).some(isVisible)) {
      const childFull = resolvePath(full, only.path);
      const link = linkOf(only, childFull);
      if (link) {
        items.push({
          key: childFull,
          title: routeTitle(only),
          icon: only.meta?.icon ?? only.icon ?? route.meta?.icon ?? route.icon,
          ...link,
        });
      }
      continue;
    }
    if (children.length > 0) {
      const sub = buildMenu(children, full);
      if (sub.length > 0) {
        items.push({
          key: full,
          title: routeTitle(route),
          icon: route.meta?.icon ?? route.icon,
          path: full,
          external: false,
          children: sub,
        });
      }
      continue;
    }
    const link = linkOf(route, full);
    if (link) items.push({ key: full, title: routeTitle(route), icon: route.meta?.icon ?? route.icon, ...link });
  }
  return items;
}

/** A flat search entry: the titles from the top of the menu down, and the path. */
type SearchEntry = { title: string[]; path: string; external: boolean };

/** Flattens the menu into search entries (leaf pages and links only). */
function flattenMenu(items: readonly MenuItem[], prefix: string[] = []): SearchEntry[] {
  const out: SearchEntry[] = [];
  for (const item of items) {
    const title = [...prefix, item.title];
    if (item.children) out.push(...flattenMenu(item.children, title));
    else out.push({ title, path: item.path, external: item.external });
  }
  return out;
}

/** Whether a route pattern (with `:param` segments) matches a concrete path. */
function matchPath(pattern: string, path: string): boolean {
  const a = normalise(pattern).split("/");
  const b = normalise(path.split(/[?#]/)[0] ?? "").split("/");
  return a.length === b.length && a.every((seg, i) => seg.startsWith(":") || seg === b[i]);
}

/** The chain of route records (top to bottom) whose full paths lead to `path`. */
function findRouteChain(routes: readonly RouteRecord[], path: string, base = ""): RouteRecord[] & { full?: string[] } {
  for (const route of routes) {
    if (isExternal(route.path)) continue;
    const full = resolvePath(base, route.path);
    if (matchPath(full, path)) return [route];
    const prefix = full === "/" ? "/" : `${full}/`;
    if (route.children && (path.startsWith(prefix) || route.path === "" || full === "/")) {
      const rest = findRouteChain(route.children, path, full);
      if (rest.length > 0) return [route, ...rest];
    }
  }
  return [];
}

/** A record that only groups others: children and no component (or the layout placeholder). */
function isFolder(route: RouteRecord): boolean {
  const component = route.component ?? "";
  return (route.children?.length ?? 0) > 0 && (component === "" || component === "Layout");
}

/** One breadcrumb entry; `link` false means plain text. */
type Crumb = { title: string; path: string; link: boolean };

/**
 * Breadcrumb for a path: starts with home unless the first match is home; the last item, `noRedirect`
 * items and folders (a record with children and no page of its own, e.g. 系统管理 at /system, a path
 * that opens nothing) are plain text.
 */
function breadcrumbFor(routes: readonly RouteRecord[], path: string, homeTitle: string, homePath = HOME_PATH): Crumb[] {
  const chain: { route: RouteRecord; full: string }[] = [];
  let base = "";
  for (const route of findRouteChain(routes, path)) {
    base = resolvePath(base, route.path);
    if (route.meta?.title) chain.push({ route, full: base });
  }
  const crumbs: Crumb[] = chain.map(({ route, full }) => ({
    title: routeTitle(route),
    path: full,
    link: !route.meta?.noRedirect && !isFolder(route),
  }));
  if (crumbs[0]?.path !== homePath) crumbs.unshift({ title: homeTitle, path: homePath, link: true });
  const last = crumbs[crumbs.length - 1];
  if (last) last.link = false;
  return crumbs;
}

/** Tags that are pinned (meta.affix) anywhere in the route tree, with their full paths. */
function affixRoutes(routes: readonly RouteRecord[], base = ""): { path: string; title: string; name?: string }[] {
  const out: { path: string; title: string; name?: string }[] = [];
  for (const route of routes) {
    const full = resolvePath(base, route.path);
    if (route.meta?.affix) out.push({ path: full, title: routeTitle(route), name: route.name });
    if (route.children) out.push(...affixRoutes(route.children, full));
  }
  return out;
}

/** The top-level item of the menu that contains `path` (for the top menu's active state). */
function activeTopKey(items: readonly MenuItem[], path: string): string | undefined {
  const contains = (item: MenuItem): boolean =>
    item.path === path || path.startsWith(`${item.path}/`) || (item.children ?? []).some(contains);
  return items.find(contains)?.key;
}

export {
  activeTopKey,
  affixRoutes,
  breadcrumbFor,
  buildMenu,
  findRouteChain,
  flattenMenu,
  HOME_PATH,
  matchPath,
  resolvePath,
  routeTitle,
};
export type { Crumb, MenuItem, RouteMeta, RouteRecord, SearchEntry };
