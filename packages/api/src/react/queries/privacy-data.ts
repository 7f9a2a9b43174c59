import type { ApiClient } from "../../client/create-api-client";
import { createMutationHook, useApiQuery } from "../helpers";
import { apiQuery, domainKey } from "./define";
import { userKeys } from "./system";

/** Query keys of a person's data export and of erasing a person. */
const privacyDataKeys = {
  all: domainKey("privacy-data"),
  /** The newest export of the caller's data (userId undefined) or of one user's. */
  latestExport: (userId?: number) => [...privacyDataKeys.all, "latest-export", userId ?? "me"] as const,
  erasurePreview: (id: number) => [...privacyDataKeys.all, "erasure-preview", id] as const,
};

/**
 * The newest data export (the caller's, or one user's for an administrator), polled every second while
 * the server prepares it, so any tab shows its progress and then its download link.
 */
const latestDataExportOptions = (api: ApiClient, userId?: number) =>
  apiQuery(
    privacyDataKeys.latestExport(userId),
    (signal) =>
      api.get("/system/user/profile/data-export/latest", {
        params: { query: userId === undefined ? {} : { userId } },
        signal,
      }),
    { refetchInterval: (query) => (query.state.data?.status === "preparing" ? 1000 : false) },
  );

/** Hook: the newest data export and its progress. */
const useLatestDataExport = (userId?: number) => useApiQuery(latestDataExportOptions, userId);

/** Mutation: starts preparing a ZIP of a person's data (the caller's own when `userId` is absent). */
const useCreateDataExport = createMutationHook(
  (api, userId: number | undefined) =>
    api.post("/system/user/profile/data-export/create", { body: userId === undefined ? {} : { userId } }),
  () => [privacyDataKeys.all],
);

/** What erasing a user would delete or anonymise, counted per kind (administrators). */
const erasurePreviewOptions = (api: ApiClient, id: number) =>
  apiQuery(privacyDataKeys.erasurePreview(id), (signal) =>
    api.get("/system/user/erasure-preview", { params: { query: { id } }, signal }),
  );

/** Hook: the counts the erase confirmation shows. */
const useErasurePreview = (id: number) => useApiQuery(erasurePreviewOptions, id);

/** Mutation: erases a user once their user name was typed out. */
const useEraseUser = createMutationHook(
  (api, body: { id: number; confirmUsername: string }) => api.post("/system/user/erase", { body }),
  () => [privacyDataKeys.all, userKeys.all],
);

export {
  erasurePreviewOptions,
  latestDataExportOptions,
  privacyDataKeys,
  useCreateDataExport,
  useErasurePreview,
  useEraseUser,
  useLatestDataExport,
};
