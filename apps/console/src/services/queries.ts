// The console's query client, kept out of the first load: TanStack Query is only needed by the pages
// inside the shell, so the client is created by the lazily loaded data providers (see
// data-providers.tsx) and registered here, where logout can clear it without importing it.
import type { QueryClient } from "@tanstack/react-query";

let current: Pick<QueryClient, "clear"> | undefined;

/** Registers the one query client once it has been created. */
function registerQueryClient(client: Pick<QueryClient, "clear">) {
  current = client;
}

/** Clears the cached server state (nothing to do while no page has created the client yet). */
const queryCache: Pick<QueryClient, "clear"> = {
  clear() {
    current?.clear();
  },
};

export { queryCache, registerQueryClient };
