import type { ApiClient } from "../../client/create-api-client";
import { createMutationHook, type QueryParams, useApiQuery } from "../helpers";
import { apiQuery, domainKey } from "./define";

/** Query keys of the administrator's view of face enrolments (who is enrolled, never the faces). */
const faceEnrolmentKeys = {
  all: domainKey("face-enrolment"),
  page: (query: QueryParams<"/teach/face-database/page">) => [...faceEnrolmentKeys.all, "page", query] as const,
};

/** Who has enrolled a face, paged (administrators). */
const faceEnrolmentPageOptions = (api: ApiClient, query: QueryParams<"/teach/face-database/page">) =>
  apiQuery(faceEnrolmentKeys.page(query), (signal) =>
    api.get("/teach/face-database/page", { params: { query }, signal }),
  );

/** Hook: who has enrolled a face, paged. */
const useFaceEnrolmentPage = (query: QueryParams<"/teach/face-database/page">) =>
  useApiQuery(faceEnrolmentPageOptions, query);

/** Mutation: an administrator deletes one user's face data; resolves false when there was none. */
const useDeleteFaceOfUser = createMutationHook(
  (api, userId: number) => api.delete("/teach/face-database/delete", { params: { query: { userId } } }),
  () => [faceEnrolmentKeys.all],
);

export { faceEnrolmentKeys, faceEnrolmentPageOptions, useDeleteFaceOfUser, useFaceEnrolmentPage };
