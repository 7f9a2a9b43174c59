import { type QueryKey, queryOptions } from "@tanstack/react-query";

import type { ApiError } from "../../client/api-error";

/** The root of every query key of this package, so `["smartclass"]` invalidates everything. */
const ROOT = "smartclass" as const;

/** The key root of one domain, e.g. `["smartclass", "notify-message"]`. */
function domainKey<const D extends string>(domain: D) {
  return [ROOT, domain] as const;
}

/** Query options for one resource: its key and the call that loads it (cancelled with the query). */
function apiQuery<Data, const Key extends QueryKey>(queryKey: Key, load: (signal: AbortSignal) => Promise<Data>) {
  return queryOptions<Data, ApiError, Data, Key>({ queryKey, queryFn: ({ signal }) => load(signal) });
}

export { apiQuery, domainKey, ROOT };
