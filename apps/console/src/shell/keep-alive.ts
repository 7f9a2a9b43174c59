// Which pages the tags view keeps alive, as a pure rule: a page whose menu route says keepAlive stays
// mounted (hidden) while its tab is open; closing the tab drops it; refreshing the tab (through
// /redirect/<path>) drops it so that it mounts again.

/** The paths to keep mounted after navigating to `pathname`, in first-visit order. */
function reconcileKeepAlive(
  cached: readonly string[],
  { pathname, openPaths, keepAlive }: { pathname: string; openPaths: readonly string[]; keepAlive: boolean },
): string[] {
  const refreshed = pathname.startsWith("/redirect/") ? pathname.slice("/redirect".length) : null;
  const next = cached.filter((path) => path !== refreshed && (path === pathname || openPaths.includes(path)));
  if (keepAlive && !next.includes(pathname)) next.push(pathname);
  return next;
}

export { reconcileKeepAlive };
