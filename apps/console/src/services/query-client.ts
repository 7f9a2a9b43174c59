// The one query client (loaded with the shell, see data-providers.tsx).
import { QueryClient } from "@tanstack/react-query";

import { registerQueryClient } from "./queries";

/** Cached server state; cleared on logout. */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});
registerQueryClient(queryClient);

export { queryClient };
