// @smartclass/api/react: TanStack Query v5 options factories with query keys per resource, thin hooks,
// and mutations that invalidate through the factories' keys, for the console's resources (accounts,
// system settings, notices, workflow, privacy, backups). The classroom's resources (sessions, questions,
// surveys, assignments, practice …) have their keys in @smartclass/classroom, one factory per resource.
export { ApiClientProvider, useApiClient } from "./context";
export type { ApiClientProviderProps } from "./context";
export { createMutationHook, useApiQuery } from "./helpers";
export type { JsonBody, OptionsFactory, QueryParams } from "./helpers";
export * from "./queries/auth";
export { apiQuery, domainKey } from "./queries/define";
export * from "./queries/system";
export * from "./queries/notify-template";
export * from "./queries/environment";
export * from "./queries/workflow";
export * from "./queries/face";
export * from "./queries/backup";
export * from "./queries/privacy-data";
export * from "./queries/privacy-audit";
export * from "./queries/privacy-consent";
