// The product's name as the school configured it (the `system.name` configuration record): the shell's
// header and the page title show it, and a change shows at once (saving a configuration record refetches
// it); the login page shows the name this browser last saw (system-name-memory.ts).
import { configValueOptions, useApiQuery } from "@smartclass/api/react";
import { useEffect } from "react";

import { messages } from "../messages";
import { rememberSystemName } from "./system-name-memory";

/** The configured product name (the built-in one while it loads or when none is configured). */
function useSystemName(): string {
  const query = useApiQuery(configValueOptions, "system.name");
  const configured = query.isSuccess ? (query.data?.trim() ?? "") : undefined;
  useEffect(() => {
    if (configured !== undefined) rememberSystemName(configured);
  }, [configured]);
  return configured || messages.systemName;
}

export { useSystemName };
