import type { ApiClient } from "../../client/create-api-client";
import { createMutationHook, type JsonBody, type QueryParams, useApiQuery } from "../helpers";
import { apiQuery, domainKey } from "./define";

/** Query keys of user administration. */
const userKeys = {
  all: domainKey("system-user"),
  page: (query: QueryParams<"/system/user/page">) => [...userKeys.all, "page", query] as const,
  simpleList: () => [...userKeys.all, "simple-list"] as const,
};
/** Query keys of the personal centre. */
const profileKeys = {
  all: domainKey("user-profile"),
  detail: () => [...profileKeys.all, "detail"] as const,
};
/** Query keys of dictionary data. */
const dictDataKeys = {
  all: domainKey("dict-data"),
  page: (query: QueryParams<"/system/dict-data/page">) => [...dictDataKeys.all, "page", query] as const,
  byType: (type: string) => [...dictDataKeys.all, "type", type] as const,
  allSimple: () => [...dictDataKeys.all, "all-simple"] as const,
};
/** Query keys of configuration records. */
const configKeys = {
  all: domainKey("config"),
  page: (query: QueryParams<"/infra/config/page">) => [...configKeys.all, "page", query] as const,
  valueByKey: (key: string) => [...configKeys.all, "value", key] as const,
};
/** Query keys of notification messages. */
const notifyMessageKeys = {
  all: domainKey("notify-message"),
  page: (query: QueryParams<"/system/notify-message/page">) => [...notifyMessageKeys.all, "page", query] as const,
  myPage: (query: QueryParams<"/system/notify-message/my-page">) =>
    [...notifyMessageKeys.all, "my-page", query] as const,
  unreadList: () => [...notifyMessageKeys.all, "unread-list"] as const,
  unreadCount: () => [...notifyMessageKeys.all, "unread-count"] as const,
};

/** Users, paged. */
const userPageOptions = (api: ApiClient, query: QueryParams<"/system/user/page">) =>
  apiQuery(userKeys.page(query), (signal) => api.get("/system/user/page", { params: { query }, signal }));
/** All enabled users for pickers. */
const simpleUserListOptions = (api: ApiClient) =>
  apiQuery(userKeys.simpleList(), (signal) => api.get("/system/user/list-all-simple", { signal }));
/** The caller's profile. */
const profileOptions = (api: ApiClient) =>
  apiQuery(profileKeys.detail(), (signal) => api.get("/system/user/profile/get", { signal }));
/** Dictionary entries, paged. */
const dictDataPageOptions = (api: ApiClient, query: QueryParams<"/system/dict-data/page">) =>
  apiQuery(dictDataKeys.page(query), (signal) => api.get("/system/dict-data/page", { params: { query }, signal }));
/** Enabled entries of one dictionary type. */
const dictDataByTypeOptions = (api: ApiClient, type: string) =>
  apiQuery(dictDataKeys.byType(type), (signal) =>
    api.get("/system/dict-data/type/{type}", { params: { path: { type } }, signal }),
  );
/** Every enabled dictionary entry (the client's dictionary cache). */
const allDictDataOptions = (api: ApiClient) =>
  apiQuery(dictDataKeys.allSimple(), (signal) => api.get("/system/dict-data/list-all-simple", { signal }));
/** Configuration records, paged. */
const configPageOptions = (api: ApiClient, query: QueryParams<"/infra/config/page">) =>
  apiQuery(configKeys.page(query), (signal) => api.get("/infra/config/page", { params: { query }, signal }));
/** The value of a configuration key. */
const configValueOptions = (api: ApiClient, key: string) =>
  apiQuery(configKeys.valueByKey(key), (signal) =>
    api.get("/infra/config/get-value-by-key", { params: { query: { key } }, signal }),
  );
/** All notification messages (administration), paged. */
const notifyMessagePageOptions = (api: ApiClient, query: QueryParams<"/system/notify-message/page">) =>
  apiQuery(notifyMessageKeys.page(query), (signal) =>
    api.get("/system/notify-message/page", { params: { query }, signal }),
  );
/** The caller's messages, paged. */
const myNotifyMessagePageOptions = (api: ApiClient, query: QueryParams<"/system/notify-message/my-page">) =>
  apiQuery(notifyMessageKeys.myPage(query), (signal) =>
    api.get("/system/notify-message/my-page", { params: { query }, signal }),
  );
/** The latest unread messages (popover). */
const unreadNotifyMessagesOptions = (api: ApiClient) =>
  apiQuery(notifyMessageKeys.unreadList(), (signal) => api.get("/system/notify-message/get-unread-list", { signal }));
/** The unread count (bell). */
const unreadNotifyMessageCountOptions = (api: ApiClient) =>
  apiQuery(notifyMessageKeys.unreadCount(), (signal) => api.get("/system/notify-message/get-unread-count", { signal }));

/** Hook: users, paged. */
const useUserPage = (query: QueryParams<"/system/user/page">) => useApiQuery(userPageOptions, query);
/** Hook: the caller's profile. */
const useProfile = () => useApiQuery(profileOptions);
/** Hook: enabled entries of one dictionary type. */
const useDictDataByType = (type: string) => useApiQuery(dictDataByTypeOptions, type);
/** Hook: every enabled dictionary entry. */
const useAllDictData = () => useApiQuery(allDictDataOptions);
/** Hook: the caller's messages, paged. */
const useMyNotifyMessagePage = (query: QueryParams<"/system/notify-message/my-page">) =>
  useApiQuery(myNotifyMessagePageOptions, query);
/** Hook: the latest unread messages. */
const useUnreadNotifyMessages = () => useApiQuery(unreadNotifyMessagesOptions);
/** Hook: the unread count. */
const useUnreadNotifyMessageCount = () => useApiQuery(unreadNotifyMessageCountOptions);

const users = () => [userKeys.all] as const;
/** Mutation: create a user. */
const useCreateUser = createMutationHook(
  (api, body: JsonBody<"/system/user/create", "post">) => api.post("/system/user/create", { body }),
  users,
);
/** Mutation: update a user. */
const useUpdateUser = createMutationHook(
  (api, body: JsonBody<"/system/user/update", "put">) => api.put("/system/user/update", { body }),
  users,
);
/** Mutation: delete a user. */
const useDeleteUser = createMutationHook(
  (api, id: number) => api.delete("/system/user/delete", { params: { query: { id } } }),
  users,
);
/** Mutation: reset a user's password. */
const useResetUserPassword = createMutationHook(
  (api, body: JsonBody<"/system/user/update-password", "put">) => api.put("/system/user/update-password", { body }),
  () => [],
);
/** Mutation: enable or disable a user. */
const useUpdateUserStatus = createMutationHook(
  (api, body: JsonBody<"/system/user/update-status", "put">) => api.put("/system/user/update-status", { body }),
  users,
);
/** Mutation: export users (resolves with the file). */
const useExportUsers = createMutationHook(
  (api, query: QueryParams<"/system/user/export">) => api.download("/system/user/export", { params: { query } }),
  () => [],
);
/** Mutation: download the user import template. */
const useUserImportTemplate = createMutationHook(
  (api, _: void) => api.download("/system/user/get-import-template"),
  () => [],
);
const profile = () => [profileKeys.all, domainKey("auth")] as const;
/** Mutation: update the caller's profile. */
const useUpdateProfile = createMutationHook(
  (api, body: JsonBody<"/system/user/profile/update", "put">) => api.put("/system/user/profile/update", { body }),
  profile,
);
/** Mutation: upload the caller's avatar (a File or Blob). */
const useUpdateProfileAvatar = createMutationHook(
  (api, file: Blob) =>
    api.put("/system/user/profile/update-avatar", {
      body: { avatarFile: "" },
      bodySerializer: () => {
        const form = new FormData();
        form.append("avatarFile", file);
        return form;
      },
    }),
  profile,
);
const dicts = () => [dictDataKeys.all] as const;
/** Mutation: create a dictionary entry. */
const useCreateDictData = createMutationHook(
  (api, body: JsonBody<"/system/dict-data/create", "post">) => api.post("/system/dict-data/create", { body }),
  dicts,
);
/** Mutation: update a dictionary entry. */
const useUpdateDictData = createMutationHook(
  (api, body: JsonBody<"/system/dict-data/update", "put">) => api.put("/system/dict-data/update", { body }),
  dicts,
);
/** Mutation: delete a dictionary entry. */
const useDeleteDictData = createMutationHook(
  (api, id: number) => api.delete("/system/dict-data/delete", { params: { query: { id } } }),
  dicts,
);
/** Mutation: export dictionary entries. */
const useExportDictData = createMutationHook(
  (api, query: QueryParams<"/system/dict-data/export">) =>
    api.download("/system/dict-data/export", { params: { query } }),
  () => [],
);
const configs = () => [configKeys.all] as const;
/** Mutation: create a configuration record. */
const useCreateConfig = createMutationHook(
  (api, body: JsonBody<"/infra/config/create", "post">) => api.post("/infra/config/create", { body }),
  configs,
);
/** Mutation: update a configuration record. */
const useUpdateConfig = createMutationHook(
  (api, body: JsonBody<"/infra/config/update", "put">) => api.put("/infra/config/update", { body }),
  configs,
);
/** Mutation: delete a configuration record. */
const useDeleteConfig = createMutationHook(
  (api, id: number) => api.delete("/infra/config/delete", { params: { query: { id } } }),
  configs,
);
/** Mutation: export configuration records. */
const useExportConfigs = createMutationHook(
  (api, query: QueryParams<"/infra/config/export">) => api.download("/infra/config/export", { params: { query } }),
  () => [],
);
const messages = () => [notifyMessageKeys.all] as const;
/** Mutation: mark messages read (ids sent as repeated query keys). */
const useMarkNotifyMessagesRead = createMutationHook(
  (api, ids: number[]) => api.put("/system/notify-message/update-read", { params: { query: { ids } } }),
  messages,
);
/** Mutation: mark every message read. */
const useMarkAllNotifyMessagesRead = createMutationHook(
  (api, _: void) => api.put("/system/notify-message/update-all-read"),
  messages,
);

export {
  allDictDataOptions,
  configKeys,
  configPageOptions,
  configValueOptions,
  dictDataByTypeOptions,
  dictDataKeys,
  dictDataPageOptions,
  myNotifyMessagePageOptions,
  notifyMessageKeys,
  notifyMessagePageOptions,
  profileKeys,
  profileOptions,
  simpleUserListOptions,
  unreadNotifyMessageCountOptions,
  unreadNotifyMessagesOptions,
  useAllDictData,
  useCreateConfig,
  useCreateDictData,
  useCreateUser,
  useDeleteConfig,
  useDeleteDictData,
  useDeleteUser,
  useDictDataByType,
  useExportConfigs,
  useExportDictData,
  useExportUsers,
  useMarkAllNotifyMessagesRead,
  useMarkNotifyMessagesRead,
  useMyNotifyMessagePage,
  useProfile,
  userKeys,
  userPageOptions,
  useResetUserPassword,
  useUnreadNotifyMessageCount,
  useUnreadNotifyMessages,
  useUpdateConfig,
  useUpdateDictData,
  useUpdateProfile,
  useUpdateProfileAvatar,
  useUpdateUser,
  useUpdateUserStatus,
  useUserImportTemplate,
  useUserPage,
};
