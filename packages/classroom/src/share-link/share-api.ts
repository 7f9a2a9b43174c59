// The calls of course share links, as two slices of the classroom API: the teacher's (the session's
// live link, create, revoke) and the student's (what a link invites to, join through it).
import type { ApiClient, Schema } from "@smartclass/api";

/** A session's share link (the contract's ShareLink). */
type ShareLink = Schema<"ShareLink">;
/** What a link invites to, as the person opening it sees it (the contract's ShareLinkInvite). */
type ShareLinkInvite = Schema<"ShareLinkInvite">;
/** The course joined through a link (the contract's ShareLinkJoined). */
type ShareLinkJoined = Schema<"ShareLinkJoined">;

/** The teacher's share link calls. */
interface TeacherShareLinkApi {
  /** The session's live link (not expired, not revoked), or `null`. */
  getShareLink(courseItemId: number): Promise<ShareLink | null>;
  /** Creates a link to the session, valid for `expireMinutes` (never expires when omitted). */
  createShareLink(input: { courseItemId: number; expireMinutes?: number }): Promise<ShareLink>;
  /** Revokes a link at once (again is harmless). */
  revokeShareLink(id: number): Promise<void>;
}

/** The student's share link calls. */
interface StudentShareLinkApi {
  /** What a link invites to and whether it still works; an unknown code is refused (404). */
  viewShareLink(code: string): Promise<ShareLinkInvite>;
  /** Joins the link's course (again is harmless); refused when expired, revoked or not a student. */
  joinByShareLink(code: string): Promise<ShareLinkJoined>;
}

/** The method names of TeacherShareLinkApi (the provider checks them). */
const TEACHER_SHARE_LINK_METHODS = [
  "getShareLink",
  "createShareLink",
  "revokeShareLink",
] as const satisfies readonly (keyof TeacherShareLinkApi)[];
/** The method names of StudentShareLinkApi (the provider checks them). */
const STUDENT_SHARE_LINK_METHODS = [
  "viewShareLink",
  "joinByShareLink",
] as const satisfies readonly (keyof StudentShareLinkApi)[];

/** TeacherShareLinkApi on the typed API client. */
function createTeacherShareLinkApi(api: ApiClient): TeacherShareLinkApi {
  return {
    getShareLink: (courseItemId) => api.get("/teach/course-sharelink/get", { params: { query: { courseItemId } } }),
    createShareLink: (body) => api.post("/teach/course-sharelink/create", { body }),
    revokeShareLink: async (id) => {
      await api.delete("/teach/course-sharelink/revoke", { params: { query: { id } } });
    },
  };
}

/** StudentShareLinkApi on the typed API client. */
function createStudentShareLinkApi(api: ApiClient): StudentShareLinkApi {
  return {
    viewShareLink: (code) => api.get("/teach/course-sharelink/view", { params: { query: { code } } }),
    joinByShareLink: (code) => api.post("/teach/course-sharelink/join", { params: { query: { code } } }),
  };
}

export { createStudentShareLinkApi, createTeacherShareLinkApi, STUDENT_SHARE_LINK_METHODS, TEACHER_SHARE_LINK_METHODS };
export type { ShareLink, ShareLinkInvite, ShareLinkJoined, StudentShareLinkApi, TeacherShareLinkApi };
