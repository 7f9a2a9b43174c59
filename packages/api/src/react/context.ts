import { createContext, createElement, type ReactNode, useContext } from "react";

import type { ApiClient } from "../client/create-api-client";

const ApiClientContext = createContext<ApiClient | null>(null);

/** Props of ApiClientProvider. */
interface ApiClientProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/** Makes the API client available to the query hooks below it. */
function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

/** The API client of the nearest ApiClientProvider. */
function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error("useApiClient: wrap the tree in <ApiClientProvider client={…}>.");
  return client;
}

export { ApiClientProvider, useApiClient };
export type { ApiClientProviderProps };
