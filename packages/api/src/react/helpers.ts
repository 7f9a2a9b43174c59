import {
  type QueryKey,
  useMutation,
  type UseMutationResult,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
  type UseQueryResult,
} from "@tanstack/react-query";

import type { ApiError } from "../client/api-error";
import type { ApiClient } from "../client/create-api-client";
import type { HttpMethod, OperationOf } from "../client/types";
import type { paths } from "../generated/openapi";
import { useApiClient } from "./context";

/** The query parameters of an operation. */
type QueryParams<P extends keyof paths, M extends HttpMethod = "get"> =
  OperationOf<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The JSON body of an operation. */
type JsonBody<P extends keyof paths, M extends HttpMethod> =
  OperationOf<P, M> extends { requestBody: { content: { "application/json": infer B } } } ? B : never;

/** A factory of query options bound to a client. */
type OptionsFactory<Args extends unknown[], Data, Key extends QueryKey = QueryKey> = (
  api: ApiClient,
  ...args: Args
) => UseQueryOptions<Data, ApiError, Data, Key>;

/** Runs any `xOptions()` factory with the context's client: the thin hook behind every named hook. */
function useApiQuery<Args extends unknown[], Data, Key extends QueryKey>(
  factory: OptionsFactory<Args, Data, Key>,
  ...args: Args
): UseQueryResult<Data, ApiError> {
  return useQuery(factory(useApiClient(), ...args));
}

/**
 * Creates a mutation hook: `call` runs the operation, and on success every key in `invalidates` (the
 * resource factories' keys) is invalidated.
 */
function createMutationHook<Variables, Data>(
  call: (api: ApiClient, variables: Variables) => Promise<Data>,
  invalidates: (variables: Variables) => readonly QueryKey[],
): () => UseMutationResult<Data, ApiError, Variables> {
  return function useApiMutation() {
    const api = useApiClient();
    const queryClient = useQueryClient();
    return useMutation<Data, ApiError, Variables>({
      mutationFn: (variables) => call(api, variables),
      onSuccess: async (_data, variables) => {
        await Promise.all(invalidates(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    });
  };
}

export { createMutationHook, useApiQuery };
export type { JsonBody, OptionsFactory, QueryParams };
