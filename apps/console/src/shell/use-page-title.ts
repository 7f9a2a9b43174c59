import { browserLocalStorage, loadSettings } from "@smartclass/ui";
import { useEffect } from "react";

import type { ServerRouteRecord } from "../auth/auth-types";
import { messages } from "../messages";
import { buildMenuRoutes } from "../routes/menu-routes";
import { titleForPath } from "../routes/route-table";
import { pageTitle } from "./page-title";

/** Sets the document title from the route's meta, with the system name as suffix when dynamic titles are on. */
function usePageTitle(pathname: string, menus: readonly ServerRouteRecord[]) {
  useEffect(() => {
    const menuTitle = buildMenuRoutes(menus).find((route) => route.path === pathname)?.title;
    const dynamic = loadSettings(browserLocalStorage()).dynamicTitle;
    document.title = pageTitle(menuTitle || titleForPath(pathname), messages.systemName, dynamic);
  }, [pathname, menus]);
}

export { usePageTitle };
