import type { ApiClient } from "../../client/create-api-client";
import { createMutationHook, type JsonBody, type QueryParams } from "../helpers";
import { apiQuery, domainKey } from "./define";
import { notifyMessageKeys } from "./system";

/** Query keys of in-site message templates. */
const notifyTemplateKeys = {
  all: domainKey("notify-template"),
  page: (query: QueryParams<"/system/notify-template/page">) => [...notifyTemplateKeys.all, "page", query] as const,
};

/** In-site message templates, paged. */
const notifyTemplatePageOptions = (api: ApiClient, query: QueryParams<"/system/notify-template/page">) =>
  apiQuery(notifyTemplateKeys.page(query), (signal) =>
    api.get("/system/notify-template/page", { params: { query }, signal }),
  );

const templates = () => [notifyTemplateKeys.all] as const;
/** Mutation: create a template. */
const useCreateNotifyTemplate = createMutationHook(
  (api, body: JsonBody<"/system/notify-template/create", "post">) =>
    api.post("/system/notify-template/create", { body }),
  templates,
);
/** Mutation: update a template. */
const useUpdateNotifyTemplate = createMutationHook(
  (api, body: JsonBody<"/system/notify-template/update", "put">) => api.put("/system/notify-template/update", { body }),
  templates,
);
/** Mutation: delete a template. */
const useDeleteNotifyTemplate = createMutationHook(
  (api, id: number) => api.delete("/system/notify-template/delete", { params: { query: { id } } }),
  templates,
);
/** Mutation: send a template's message to users and roles (resolves with how many received it). */
const useSendNotify = createMutationHook(
  (api, body: JsonBody<"/system/notify-template/send-notify", "post">) =>
    api.post("/system/notify-template/send-notify", { body }),
  // The sender may be among the recipients: their own box and bell change too.
  () => [notifyMessageKeys.all],
);

export {
  notifyTemplateKeys,
  notifyTemplatePageOptions,
  useCreateNotifyTemplate,
  useDeleteNotifyTemplate,
  useSendNotify,
  useUpdateNotifyTemplate,
};
