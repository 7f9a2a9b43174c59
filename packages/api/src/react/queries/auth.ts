import type { ApiClient } from "../../client/create-api-client";
import { createMutationHook, type QueryParams, useApiQuery } from "../helpers";
import { apiQuery, domainKey } from "./define";

/** Query keys of the auth and teach-user domain. */
const authKeys = {
  all: domainKey("auth"),
  currentUser: () => [...authKeys.all, "current-user"] as const,
};

/** Query keys of the classroom user administration. */
const teachUserKeys = {
  all: domainKey("teach-user"),
  page: (query: QueryParams<"/teach/user/page">) => [...teachUserKeys.all, "page", query] as const,
};

/** The signed-in user (login user info). */
const currentUserOptions = (api: ApiClient) =>
  apiQuery(authKeys.currentUser(), (signal) => api.get("/teach/user/current", { signal }));
/** Classroom users, paged. */
const teachUserPageOptions = (api: ApiClient, query: QueryParams<"/teach/user/page">) =>
  apiQuery(teachUserKeys.page(query), (signal) => api.get("/teach/user/page", { params: { query }, signal }));

/** Hook: the signed-in user. */
const useCurrentUser = () => useApiQuery(currentUserOptions);
/** Hook: classroom users, paged. */
const useTeachUserPage = (query: QueryParams<"/teach/user/page">) => useApiQuery(teachUserPageOptions, query);

const userList = () => [teachUserKeys.all] as const;
/** Mutation: enable an account. */
const useEnableTeachUser = createMutationHook(
  (api, id: number) => api.post("/teach/user/enable", { params: { query: { id } } }),
  userList,
);
/** Mutation: disable an account. */
const useDisableTeachUser = createMutationHook(
  (api, id: number) => api.post("/teach/user/disable", { params: { query: { id } } }),
  userList,
);
/** Mutation: delete an account. */
const useDeleteTeachUser = createMutationHook(
  (api, id: number) => api.post("/teach/user/delete", { params: { query: { id } } }),
  userList,
);
/** Mutation: renew an account until a time (epoch ms). */
const useRenewTeachUser = createMutationHook(
  (api, v: { id: number; renewTime: number }) => api.post("/teach/user/renew", { params: { query: v } }),
  userList,
);

export {
  authKeys,
  currentUserOptions,
  teachUserKeys,
  teachUserPageOptions,
  useCurrentUser,
  useDeleteTeachUser,
  useDisableTeachUser,
  useEnableTeachUser,
  useRenewTeachUser,
  useTeachUserPage,
};
