import { type QueryKey, queryOptions, type UseQueryOptions } from "@tanstack/react-query";

import type { ApiError } from "../../client/api-error";

/** The root of every query key of this package, so `["smartclass"]` invalidates everything. */
const ROOT = "smartclass" as const;

/** The key root of one domain, e.g. `["smartclass", "notify-message"]`. */
function domainKey<const D extends string>(domain: D) {
  return [ROOT, domain] as const;
}

/** What a resource may add to its query options (a refetch interval, a stale time). */
type ApiQueryExtras<Data, Key extends QueryKey> = Omit<
  UseQueryOptions<Data, ApiError, Data, Key>,
  "queryKey" | "queryFn"
>;

/**
 * Query options for one resource: its key, the call that loads it (cancelled with the query) and any
 * extra options. Built in one `queryOptions` call, so the published declarations name only public types.
 */
function apiQuery<Data, const Key extends QueryKey>(
  queryKey: Key,
  load: (signal: AbortSignal) => Promise<Data>,
  extras?: ApiQueryExtras<Data, Key>,
) {
  return queryOptions<Data, ApiError, Data, Key>({ ...extras, queryKey, queryFn: ({ signal }) => load(signal) });
}

export { apiQuery, domainKey };
