// Renders the route's page, keeping keep-alive pages mounted (hidden) while their tab is open.
import { createContext, use, useState } from "react";
import type * as React from "react";
import { useLocation, useOutlet } from "react-router-dom";

import { reconcileKeepAlive } from "./keep-alive";

const ActivePageContext = createContext(true);

/** Whether the page is the one on screen (false while it is kept alive behind another tab). */
function useIsActivePage(): boolean {
  return use(ActivePageContext);
}

type Cache = { order: string[]; elements: Record<string, React.ReactNode> };

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((path, index) => path === b[index]);

/** The shell's outlet with keep-alive: `keepAlive(path)` says which pages to keep. */
function KeepAliveOutlet({
  keepAlive,
  openPaths,
}: {
  keepAlive: (path: string) => boolean;
  openPaths: readonly string[];
}) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const [cache, setCache] = useState<Cache>({ order: [], elements: {} });

  // The cache is derived while rendering (React's "adjust state on prop change" pattern). A page's
  // element is saved when it is first shown: for the same path the route element is the same.
  const order = reconcileKeepAlive(cache.order, { pathname, openPaths, keepAlive: keepAlive(pathname) });
  const missing = order.includes(pathname) && !(pathname in cache.elements);
  const elements = missing ? { ...cache.elements, [pathname]: outlet } : cache.elements;
  if (missing || !sameOrder(order, cache.order)) {
    setCache({ order, elements: Object.fromEntries(order.map((path) => [path, elements[path]])) });
  }

  return (
    <>
      {order.map((path) => (
        <div
          key={path}
          hidden={path !== pathname}
          data-keep-alive={path}
          className={path === pathname ? "contents" : "hidden"}
        >
          <ActivePageContext value={path === pathname}>{elements[path]}</ActivePageContext>
        </div>
      ))}
      {order.includes(pathname) ? null : outlet}
    </>
  );
}

export { KeepAliveOutlet, useIsActivePage };
