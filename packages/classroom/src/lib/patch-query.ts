import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Applies a pushed change to a query's data. When there is no data yet, or a fetch is in flight (its
 * answer may predate the change and would overwrite the patch), the query is fetched again instead —
 * `invalidateQueries` cancels the fetch in flight and starts a new one.
 */
function patchQuery<T>(client: QueryClient, queryKey: QueryKey, patch: (current: T) => T): void {
  const state = client.getQueryState<T>(queryKey);
  if (state?.data !== undefined)
    client.setQueryData<T>(queryKey, (current) => (current === undefined ? current : patch(current)));
  if (state && (state.data === undefined || state.fetchStatus === "fetching")) {
    void client.invalidateQueries({ queryKey, exact: true });
  }
}

export { patchQuery };
