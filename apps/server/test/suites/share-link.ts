// Share links over real HTTP: a teacher's link shows the course it invites to, a student joins through
// it (once, also under two concurrent joins), the link expires by the server's clock and can be
// revoked by its teacher or an administrator; teachers cannot join; bad input and strangers change
// nothing.
import type { components } from "@smartclass/api";
import { and, count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { activityKit } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type ShareLink = components["schemas"]["ShareLink"];
type ShareLinkInvite = components["schemas"]["ShareLinkInvite"];
type ShareLinkJoined = components["schemas"]["ShareLinkJoined"];

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineShareLinkTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const { token, userId, freshSession, rowCounts } = activityKit(() => s);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());
    afterEach(() => s.clock.reset());

    async function createLink(teacher: string, courseItemId: number, expireMinutes?: number) {
      const r = await s.call<ShareLink>("POST", "/teach/course-sharelink/create", {
        token: await token(teacher),
        body: { courseItemId, ...(expireMinutes ? { expireMinutes } : {}) },
      });
      expect(r.code).toBe(0);
      return r.data;
    }
    async function view(user: string, code: string) {
      return s.call<ShareLinkInvite>("GET", "/teach/course-sharelink/view", {
        token: await token(user),
        query: { code },
      });
    }
    async function join(user: string, code: string) {
      return s.call<ShareLinkJoined>("POST", "/teach/course-sharelink/join", {
        token: await token(user),
        query: { code },
      });
    }
    async function revoke(user: string, id: number) {
      return s.call<boolean>("DELETE", "/teach/course-sharelink/revoke", { token: await token(user), query: { id } });
    }
    async function live(teacher: string, courseItemId: number) {
      return (
        await s.call<ShareLink | null>("GET", "/teach/course-sharelink/get", {
          token: await token(teacher),
          query: { courseItemId },
        })
      ).data;
    }
    async function enrolled(username: string, courseId: number) {
      const [row] = await s.database.db
        .select({ n: count() })
        .from(schema.courseStudents)
        .where(
          and(eq(schema.courseStudents.courseId, courseId), eq(schema.courseStudents.userId, await userId(username))),
        );
      return row!.n;
    }

    it("shows a student the course it invites to, and joins them once", async () => {
      // 数据结构 (teacher2) holds student01 … student10; student11 is not in it.
      const item = await freshSession("teacher2");
      const link = await createLink("teacher2", item.id, 30);
      expect(link.url).toBe(`${new URL(s.url).origin}/share/${link.code}`);
      const [itemRow] = await s.database.db.select().from(schema.courseItems).where(eq(schema.courseItems.id, item.id));
      const invite = await view("student11", link.code);
      expect(invite.code).toBe(0);
      expect(invite.data).toEqual({
        code: link.code,
        courseId: item.courseId,
        courseName: "数据结构",
        teacherName: expect.any(String),
        courseItemName: itemRow!.name,
        expireTime: link.expireTime,
        state: "valid",
        joined: false,
      });
      const [teacher] = await s.database.db
        .select({ nickname: schema.users.nickname })
        .from(schema.users)
        .where(eq(schema.users.username, "teacher2"));
      expect(invite.data.teacherName).toBe(teacher!.nickname);

      expect(await enrolled("student11", item.courseId)).toBe(0);
      const first = await join("student11", link.code);
      expect(first.code).toBe(0);
      expect(first.data).toEqual({ courseId: item.courseId, courseName: "数据结构", alreadyJoined: false });
      expect(await enrolled("student11", item.courseId)).toBe(1);
      const before = await rowCounts();
      const again = await join("student11", link.code);
      expect(again.data).toEqual({ courseId: item.courseId, courseName: "数据结构", alreadyJoined: true });
      expect(await rowCounts()).toEqual(before);
      expect((await view("student11", link.code)).data.joined).toBe(true);
      // The student of the course sees it as joined and joining changes nothing for them.
      expect((await join("student01", link.code)).data.alreadyJoined).toBe(true);
      // The new student now is on the session's list.
      const list = await s.call<{ studentNo: string }[]>("GET", "/teach/course-item/students", {
        token: await token("teacher2"),
        query: { courseItemId: item.id },
      });
      expect(list.data.map((x) => x.studentNo)).toContain("student11");
    });

    it("writes one membership under two concurrent joins", async () => {
      const item = await freshSession("teacher2");
      const link = await createLink("teacher2", item.id);
      const [a, b] = await Promise.all([join("student12", link.code), join("student12", link.code)]);
      expect([a.code, b.code]).toEqual([0, 0]);
      expect([a.data.alreadyJoined, b.data.alreadyJoined].sort()).toEqual([false, true]);
      expect(await enrolled("student12", item.courseId)).toBe(1);
    });

    it("expires by the server's clock: viewable as expired, joining refused, no longer the live link", async () => {
      const item = await freshSession("teacher2");
      const link = await createLink("teacher2", item.id, 10);
      expect((await live("teacher2", item.id))?.id).toBe(link.id);
      s.clock.advance(9 * 60_000);
      expect((await view("student13", link.code)).data.state).toBe("valid");
      s.clock.advance(2 * 60_000);
      expect((await view("student13", link.code)).data.state).toBe("expired");
      const before = await rowCounts();
      const refused = await join("student13", link.code);
      expect([refused.status, refused.code, refused.msg]).toEqual([200, 1_003_007_001, "分享链接已过期"]);
      expect(await rowCounts()).toEqual(before);
      expect(await enrolled("student13", item.courseId)).toBe(0);
      expect(await live("teacher2", item.id)).toBeNull();
    });

    it("is revoked by its teacher or an administrator only; revoking twice is harmless", async () => {
      const item = await freshSession("teacher2");
      const link = await createLink("teacher2", item.id);
      const before = await rowCounts();
      const stranger = await revoke("teacher1", link.id);
      expect([stranger.status, stranger.msg]).toEqual([403, "这不是您的分享链接"]);
      expect((await revoke("student01", link.id)).status).toBe(403);
      const missing = await revoke("teacher2", 999_999);
      expect([missing.status, missing.msg]).toEqual([404, "分享链接不存在"]);
      expect(await rowCounts()).toEqual(before);
      expect((await view("student14", link.code)).data.state).toBe("valid");

      const done = await revoke("teacher2", link.id);
      expect([done.code, done.data]).toEqual([0, true]);
      expect((await revoke("teacher2", link.id)).data).toBe(true);
      expect((await view("student14", link.code)).data.state).toBe("revoked");
      const refused = await join("student14", link.code);
      expect([refused.status, refused.code, refused.msg]).toEqual([200, 1_003_007_002, "分享链接已被撤销"]);
      expect(await enrolled("student14", item.courseId)).toBe(0);
      expect(await live("teacher2", item.id)).toBeNull();

      const other = await createLink("teacher2", item.id);
      expect((await live("teacher2", item.id))?.id).toBe(other.id);
      expect((await revoke("admin", other.id)).data).toBe(true);
      expect((await view("student14", other.code)).data.state).toBe("revoked");
    });

    it("lets only students join; unknown codes and bad input answer 4xx and write nothing", async () => {
      const item = await freshSession("teacher2");
      const link = await createLink("teacher2", item.id);
      const before = await rowCounts();
      // Any signed-in user may read the invite; only a student may join (teachers and administrators are told why).
      expect((await view("teacher1", link.code)).data.state).toBe("valid");
      const teacher = await join("teacher1", link.code);
      expect([teacher.status, teacher.msg]).toEqual([403, "只有学生可以通过分享链接加入课程"]);
      const admin = await join("admin", link.code);
      expect([admin.status, admin.msg]).toEqual([403, "只有学生可以通过分享链接加入课程"]);
      const unknown = await join("student15", "no-such-code");
      expect([unknown.status, unknown.msg]).toEqual([404, "分享链接不存在"]);
      expect((await view("student15", "no-such-code")).status).toBe(404);
      expect((await join("student15", "x".repeat(65))).status).toBe(400);
      expect((await join("student15", "")).status).toBe(400);
      expect((await revoke("teacher2", 0)).status).toBe(400);
      const anonymous = await s.call("POST", "/teach/course-sharelink/join", { query: { code: link.code } });
      expect(anonymous.status).toBe(401);
      expect(await rowCounts()).toEqual(before);
    });
  });
}
