// MSW handlers for classroom control and share links over the mock classroom: the control mode and
// recording of the teacher's running session (recording opens and closes a segment of the session's
// classroom record, as the server does), and the session's share links with the server's refusals
// (unknown, expired, revoked, not a student). Also the share link fixtures the stories build on.
import { http } from "msw";

import type { Schemas } from "./contract-types";
import type { MockClassroom } from "./mock-classroom";
import { BASE, numberParam, ok, refusal, seen } from "./mock-http";

type ShareLink = Schemas["ShareLink"];

/** The control state of the teacher's running session. */
interface MockControl {
  mode: 0 | 1 | 2;
  videoOn: boolean;
}

/** A stored share link: the contract's ShareLink and whether it was revoked. */
interface StoredShareLink extends ShareLink {
  revoked: boolean;
}

/** The share links of the mock classroom and who opens them. */
interface MockShareLinks {
  links: StoredShareLink[];
  /** Courses the signed-in user already is a student of. */
  joinedCourses: number[];
  /** Whether the signed-in user has the student role (only students may join). */
  student: boolean;
}

/** 自由, not recording. */
function mockControl(over: Partial<MockControl> = {}): MockControl {
  return { mode: 0, videoOn: false, ...over };
}

/** No share links; the user is a student of no course. */
function mockShareLinks(over: Partial<MockShareLinks> = {}): MockShareLinks {
  return { links: [], joinedCourses: [], student: true, ...over };
}

/** A live link to session 7 that expires in a day (override any field). */
function shareLink(over: Partial<StoredShareLink> = {}): StoredShareLink {
  const code = over.code ?? "Qm7dX2kP";
  return {
    id: 81,
    courseItemId: 7,
    code,
    url: `${globalThis.location?.origin ?? "http://localhost"}/share/${code}`,
    expireTime: Date.now() + 24 * 3_600_000,
    revoked: false,
    ...over,
  };
}

const NO_SESSION = { msg: "当前没有进行中的课", code: 1_003_000_003 };
const notFound = () => refusal("分享链接不存在", 404);
const expired = (link: ShareLink) => link.expireTime !== null && link.expireTime <= Date.now();
const contractLink = ({ revoked: _revoked, ...link }: StoredShareLink): ShareLink => link;

/** The handlers of the control calls. */
function controlHandlers(state: MockClassroom) {
  /** Opens or closes the running session's recorded part in its classroom record. */
  const segment = (open: boolean) => {
    const id = state.teacherClass?.id;
    const rec = state.classroomRecords.records.find((r) => r.courseItemId === id);
    if (!rec?.summary) return;
    const segments = rec.summary.videoSegments;
    rec.summary = {
      ...rec.summary,
      videoSegments: open
        ? [...segments, { start: Date.now(), end: null }]
        : segments.map((s) => (s.end === null ? { ...s, end: Date.now() } : s)),
    };
  };
  return [
    http.get(`${BASE}/teach/control/mode`, async ({ request }) => {
      const mode = numberParam(request, "mode");
      const refused = await seen(state, "setControlMode", String(mode));
      if (refused) return refused;
      if (!state.teacherClass) return refusal(NO_SESSION.msg, NO_SESSION.code);
      state.control.mode = mode === 1 || mode === 2 ? mode : 0;
      return ok(true);
    }),
    http.get(`${BASE}/teach/control/video/start`, async () => {
      const refused = await seen(state, "startVideo");
      if (refused) return refused;
      if (!state.teacherClass) return refusal(NO_SESSION.msg, NO_SESSION.code);
      if (!state.control.videoOn) segment(true);
      state.control.videoOn = true;
      return ok(true);
    }),
    http.get(`${BASE}/teach/control/video/end`, async () => {
      const refused = await seen(state, "endVideo");
      if (refused) return refused;
      if (!state.teacherClass) return refusal(NO_SESSION.msg, NO_SESSION.code);
      if (state.control.videoOn) segment(false);
      state.control.videoOn = false;
      return ok(true);
    }),
  ];
}

/** The handlers of the share link calls. */
function shareLinkHandlers(state: MockClassroom) {
  const byCode = (code: string | null) => state.shareLinks.links.find((l) => l.code === code);
  const session = () => state.teacherClass ?? state.studentClass;
  return [
    http.get(`${BASE}/teach/course-sharelink/get`, async ({ request }) => {
      const courseItemId = numberParam(request, "courseItemId");
      const refused = await seen(state, "getShareLink", String(courseItemId));
      if (refused) return refused;
      const live = state.shareLinks.links
        .filter((l) => l.courseItemId === courseItemId && !l.revoked && !expired(l))
        .at(-1);
      return ok(live ? contractLink(live) : null);
    }),
    http.post(`${BASE}/teach/course-sharelink/create`, async ({ request }) => {
      const body = (await request.json()) as Schemas["ShareLinkCreate"];
      const refused = await seen(state, "createShareLink", String(body.expireMinutes ?? "never"));
      if (refused) return refused;
      const id = state.nextId++;
      const link = shareLink({
        id,
        code: `S${id}x9Tb`,
        courseItemId: body.courseItemId,
        expireTime: body.expireMinutes ? Date.now() + body.expireMinutes * 60_000 : null,
      });
      state.shareLinks.links.push(link);
      return ok(contractLink(link));
    }),
    http.delete(`${BASE}/teach/course-sharelink/revoke`, async ({ request }) => {
      const id = numberParam(request, "id");
      const refused = await seen(state, "revokeShareLink", String(id));
      if (refused) return refused;
      const link = state.shareLinks.links.find((l) => l.id === id);
      if (!link) return notFound();
      link.revoked = true;
      return ok(true);
    }),
    http.get(`${BASE}/teach/course-sharelink/view`, async ({ request }) => {
      const code = new URL(request.url).searchParams.get("code");
      const refused = await seen(state, "viewShareLink", code ?? "");
      if (refused) return refused;
      const link = byCode(code);
      const item = session();
      if (!link || !item) return notFound();
      return ok<Schemas["ShareLinkInvite"]>({
        code: link.code,
        courseId: item.courseId,
        courseName: item.courseName ?? "",
        teacherName: item.teacherName ?? "",
        courseItemName: item.name,
        expireTime: link.expireTime,
        state: link.revoked ? "revoked" : expired(link) ? "expired" : "valid",
        joined: state.shareLinks.joinedCourses.includes(item.courseId),
      });
    }),
    http.post(`${BASE}/teach/course-sharelink/join`, async ({ request }) => {
      const code = new URL(request.url).searchParams.get("code");
      const refused = await seen(state, "joinByShareLink", code ?? "");
      if (refused) return refused;
      const link = byCode(code);
      const item = session();
      if (!link || !item) return notFound();
      if (!state.shareLinks.student) return refusal("只有学生可以通过分享链接加入课程", 403);
      if (link.revoked) return refusal("分享链接已被撤销", 1_003_007_002);
      if (expired(link)) return refusal("分享链接已过期", 1_003_007_001);
      const alreadyJoined = state.shareLinks.joinedCourses.includes(item.courseId);
      if (!alreadyJoined) state.shareLinks.joinedCourses.push(item.courseId);
      return ok<Schemas["ShareLinkJoined"]>({
        courseId: item.courseId,
        courseName: item.courseName ?? "",
        alreadyJoined,
      });
    }),
  ];
}

export { controlHandlers, mockControl, mockShareLinks, shareLink, shareLinkHandlers };
export type { MockControl, MockShareLinks };
