import { browserLocalStorage, loadSettings } from "@smartclass/ui";
import { useEffect } from "react";

import type { ServerRouteRecord } from "../auth/auth-types";
import { buildMenuRoutes } from "../routes/menu-routes";
import { titleForPath } from "../routes/route-table";
import { pageTitle } from "./page-title";
import { useSystemName } from "./system-name";

/**
 * Sets the document title from the route's meta, with the configured system name as suffix when dynamic
 * titles are on; answers that name (the shell's header shows it too).
 */
function usePageTitle(pathname: string, menus: readonly ServerRouteRecord[]): string {
  const systemName = useSystemName();
  useEffect(() => {
    const menuTitle = buildMenuRoutes(menus).find((route) => route.path === pathname)?.title;
    const dynamic = loadSettings(browserLocalStorage()).dynamicTitle;
    document.title = pageTitle(menuTitle || titleForPath(pathname), systemName, dynamic);
  }, [pathname, menus, systemName]);
  return systemName;
}

export { usePageTitle };
