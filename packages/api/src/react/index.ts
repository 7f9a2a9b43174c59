// @smartclass/api/react: TanStack Query v5 options factories with query keys per resource, thin hooks,
// and mutations that invalidate through the factories' keys.
export { ApiClientProvider, useApiClient } from "./context";
export type { ApiClientProviderProps } from "./context";
export { createMutationHook, useApiQuery } from "./helpers";
export type { JsonBody, OptionsFactory, QueryParams } from "./helpers";
export * from "./queries/auth";
export { apiQuery, domainKey, ROOT } from "./queries/define";
export * from "./queries/system";
export * from "./queries/notify-template";
export * from "./queries/course";
export * from "./queries/activities";
export * from "./queries/assignment";
export * from "./queries/classroom";
export * from "./queries/workflow";
export * from "./queries/ai-chat";
export * from "./queries/face";
export * from "./queries/backup";
export * from "./queries/privacy-data";
export * from "./queries/privacy-audit";
export * from "./queries/privacy-consent";
