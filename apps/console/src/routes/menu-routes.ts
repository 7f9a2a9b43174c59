// Menus come from the server as route records (classroom spec section 2). This turns the record tree
// into flat router entries with absolute paths, keeping the tree for the sidebar as it is.

/** The fields of a server route record the console reads. */
interface RouteRecordLike {
  id?: number;
  name?: string | null;
  icon?: string | null;
  visible?: boolean | null;
  keepAlive?: boolean | null;
  componentName?: string | null;
  path: string;
  parentId?: number | null;
  component?: string | null;
  meta?: { title?: string; noCache?: boolean; affix?: boolean; hidden?: boolean } | null;
  children?: readonly RouteRecordLike[] | null;
}

/** One page the router can show for a menu entry. */
interface MenuRoute {
  /** Absolute path, e.g. `/system/user`. */
  path: string;
  /** Menu title. */
  title: string;
  /** The component key the server names (e.g. `system/user/index`); the console maps it to a page. */
  component: string;
  /** Route name (used as the tags-view cache key). */
  name: string;
  /** Keep the page's state while its tab is open. */
  keepAlive: boolean;
}

const EXTERNAL = /^(https?:|mailto:|tel:)/i;

/** Whether a menu path is an external link rather than a page. */
function isExternalPath(path: string): boolean {
  return EXTERNAL.test(path);
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith("/")) return child;
  const base = parent.endsWith("/") ? parent.slice(0, -1) : parent;
  return `${base}/${child}`;
}

/** Flattens the server's route records into page routes with absolute paths; external links and
 * pure folders (records without a component, or the `Layout` placeholder) yield no page. */
function buildMenuRoutes(records: readonly RouteRecordLike[], parentPath = ""): MenuRoute[] {
  const routes: MenuRoute[] = [];
  for (const record of records) {
    if (isExternalPath(record.path)) continue;
    const path = parentPath ? joinPath(parentPath, record.path) : joinPath("/", record.path);
    const component = record.component?.trim();
    if (component && component !== "Layout" && component !== "ParentView") {
      routes.push({
        path,
        title: record.meta?.title || record.name || "",
        component,
        name: record.componentName || record.name || path,
        keepAlive: (record.keepAlive ?? false) && !record.meta?.noCache,
      });
    }
    if (record.children?.length) routes.push(...buildMenuRoutes(record.children, path));
  }
  return routes;
}

export { buildMenuRoutes, isExternalPath };
export type { MenuRoute };
