// Query keys and options of the share link widgets (one factory per resource).
import { queryOptions } from "@tanstack/react-query";

import type { StudentShareLinkApi, TeacherShareLinkApi } from "./share-api";

/** Query keys of the share link widgets. */
const shareLinkKeys = {
  all: ["classroom", "share-link"] as const,
  ofSession: (courseItemId: number) => [...shareLinkKeys.all, "of-session", courseItemId] as const,
  invite: (code: string) => [...shareLinkKeys.all, "invite", code] as const,
};

/** A session's live share link, or null (teacher). */
const shareLinkOptions = (api: TeacherShareLinkApi, courseItemId: number) =>
  queryOptions({ queryKey: shareLinkKeys.ofSession(courseItemId), queryFn: () => api.getShareLink(courseItemId) });

/** What a share link invites to. */
const shareInviteOptions = (api: StudentShareLinkApi, code: string) =>
  queryOptions({ queryKey: shareLinkKeys.invite(code), queryFn: () => api.viewShareLink(code) });

export { shareInviteOptions, shareLinkKeys, shareLinkOptions };
