import type { ApiClient } from "../../client/create-api-client";
import { createMutationHook, type JsonBody, type QueryParams, useApiQuery } from "../helpers";
import { apiQuery, domainKey } from "./define";

/** Query keys of the audit trail of personal data and of data retention (administrators). */
const privacyAuditKeys = {
  all: domainKey("privacy-audit"),
  page: (query: QueryParams<"/system/privacy-audit/page">) => [...privacyAuditKeys.all, "page", query] as const,
  retention: () => [...privacyAuditKeys.all, "retention"] as const,
};

/** The audit trail, newest first, paged and filtered. */
const privacyAuditPageOptions = (api: ApiClient, query: QueryParams<"/system/privacy-audit/page">) =>
  apiQuery(privacyAuditKeys.page(query), (signal) =>
    api.get("/system/privacy-audit/page", { params: { query }, signal }),
  );

/** Mutation: export the filtered trail (resolves with the file); the export is itself an entry. */
const useExportPrivacyAudit = createMutationHook(
  (api, query: QueryParams<"/system/privacy-audit/export">) =>
    api.download("/system/privacy-audit/export", { params: { query } }),
  () => [privacyAuditKeys.all],
);

/** The retention periods, the job's next run and last result; polled every second while it runs. */
const retentionOptions = (api: ApiClient) =>
  apiQuery(privacyAuditKeys.retention(), (signal) => api.get("/system/retention/get", { signal }), {
    refetchInterval: (query) => (query.state.data?.running ? 1000 : false),
  });

/** Hook: the retention periods and the job's status. */
const useRetention = () => useApiQuery(retentionOptions);

/** Mutation: set retention periods (days, 0 keeps forever). */
const useUpdateRetention = createMutationHook(
  (api, body: JsonBody<"/system/retention/update", "put">) => api.put("/system/retention/update", { body }),
  () => [privacyAuditKeys.all],
);

/** Mutation: run the retention job now (resolves when it is done, with the status). */
const useRunRetention = createMutationHook(
  (api, _: void) => api.post("/system/retention/run", {}),
  () => [privacyAuditKeys.all],
);

export {
  privacyAuditKeys,
  privacyAuditPageOptions,
  retentionOptions,
  useExportPrivacyAudit,
  useRetention,
  useRunRetention,
  useUpdateRetention,
};
