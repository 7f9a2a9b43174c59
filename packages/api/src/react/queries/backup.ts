import type { ApiClient } from "../../client/create-api-client";
import { createMutationHook, useApiQuery } from "../helpers";
import { apiQuery, domainKey } from "./define";

/** Query keys of the backups (administrators). */
const backupKeys = {
  all: domainKey("backup"),
  list: () => [...backupKeys.all, "list"] as const,
};

/** The backups, the one running with its progress, and the schedule; polled every second while one runs. */
const backupListOptions = (api: ApiClient) =>
  apiQuery(backupKeys.list(), (signal) => api.get("/system/backup/list", { signal }), {
    refetchInterval: (query) => (query.state.data?.running ? 1000 : false),
  });

/** Hook: the backups and the one running. */
const useBackupList = () => useApiQuery(backupListOptions);

/** Mutation: starts a backup now (or joins the one running); the list then follows its progress. */
const useStartBackup = createMutationHook(
  (api, _: void) => api.post("/system/backup/start", {}),
  () => [backupKeys.all],
);

export { backupKeys, backupListOptions, useBackupList, useStartBackup };
