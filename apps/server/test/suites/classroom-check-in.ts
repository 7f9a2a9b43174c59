// Sign-in and check-in over real HTTP: a sign-in shows in the student's todo and records a check-in
// once; a face check-in that is not recognised answers 0 and stores the image, never a fake success;
// bad check-ins are refused; a sign-in is delayed and ended; supplementary check-ins; the environment,
// classroom control and share links; a student's sign-in count and confirming an enrolment.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { consentToFace } from "../face-consent.js";
import type { TestServer } from "../helpers.js";
import type { ClassroomKit } from "./classroom-kit.js";

/** The sign-in and check-in part of the course and sign-in suite (after a class of teacher1 started). */
export function defineCheckInTests(kit: ClassroomKit) {
  const { tokenOf, userId, itemOf } = kit;
  let s: TestServer;

  describe("sign-in and check-in", () => {
    beforeAll(() => {
      s = kit.server();
    });

    let signId = 0;

    it("starts a sign-in, shows it in the student's todo, records a check-in once", async () => {
      const teacher = await tokenOf("teacher1");
      const { id } = await itemOf("teacher1");
      const student = await tokenOf("student30");
      const started = await s.call<{ id: number; duration: number; face: boolean }>("POST", "/teach/sign-in/start", {
        token: teacher,
        body: { courseItemId: id, duration: 300, face: true, title: "课前签到" },
      });
      expect(started.data).toMatchObject({ duration: 300, face: true });
      signId = started.data.id;
      const dup = await s.call("POST", "/teach/sign-in/start", {
        token: teacher,
        body: { courseItemId: id, duration: 60 },
      });
      expect(dup.msg).toBe("已有进行中的签到");
      const todo = await s.call<{ signInId: number | null; signed: boolean }>("GET", "/teach/course-item/stu/todo", {
        token: student,
        query: { courseItemId: id },
      });
      expect(todo.data).toMatchObject({ courseItemId: id, signInId: signId, signed: false });
      const handle = await s.call<{ type: string; id: number }[]>("GET", "/teach/course-item/student/handle", {
        token: student,
      });
      expect(handle.data).toEqual([expect.objectContaining({ type: "signIn", id: signId })]);
      expect((await s.call("POST", "/teach/sign-in/record", { token: student, query: { signId } })).data).toBe(1);
      expect((await s.call("POST", "/teach/sign-in/record", { token: student, query: { signId } })).data).toBe(1);
      const after = await s.call<{ signInId: number | null; signed: boolean }>("GET", "/teach/course-item/stu/todo", {
        token: student,
        query: { courseItemId: id },
      });
      expect(after.data).toMatchObject({ signInId: null, signed: true });
      const list = await s.call<{ total: number; signed: number; records: { nickname: string; status: number }[] }>(
        "GET",
        "/teach/sign-in/record",
        {
          token: teacher,
          query: { signId },
        },
      );
      expect(list.data.total).toBe(40);
      expect(list.data.signed).toBe(1);
      expect(list.data.records.find((r) => r.nickname === "学生30")!.status).toBe(1);
      expect(list.data.records.filter((r) => r.status === 0)).toHaveLength(39);
      const teacherTodo = await s.call<{ id: number }[]>("GET", "/teach/course-item/teacher/handle", {
        token: teacher,
      });
      expect(teacherTodo.data.map((t) => t.id)).toEqual([signId]);
    });

    it("answers 'not recognised' (0) for a face check-in and stores the image, never a fake success", async () => {
      const student = await tokenOf("student33");
      expect((await s.call("GET", "/teach/sign-in/face/exist", { token: student })).data).toBe(0);
      const form = new FormData();
      form.append(
        "file",
        new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: "image/jpeg" }),
        "face.jpg",
      );
      const upload = await s.call<{ path: string; url: string; size: number; type: string; name: string }>(
        "POST",
        "/teach/file/s3/ali/api",
        { token: student, rawBody: form },
      );
      expect(upload.data).toMatchObject({ size: 7, type: "image/jpeg", name: "face.jpg" });
      await consentToFace(s, student);
      const file = await fetch(`${s.url}${upload.data.url}`);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
      expect(
        (await s.call("POST", "/teach/face-database/create", { token: student, body: { path: upload.data.path } }))
          .code,
      ).toBe(0);
      // Face matching is off by default: nobody can be recognised, so face/exist answers 0 (status 5).
      expect((await s.call("GET", "/teach/sign-in/face/exist", { token: student })).data).toBe(0);
      const face = await s.call<{ path: string; userId: number }>("GET", "/teach/face-database/get", {
        token: student,
      });
      expect(face.data.path).toBe(upload.data.path);
      const r = await s.call("POST", "/teach/sign-in/record", {
        token: student,
        query: { signId, path: upload.data.path },
      });
      expect(r.data).toBe(0);
      const attempts = await s.database.db
        .select()
        .from(schema.faceAttempts)
        .where(eq(schema.faceAttempts.userId, await userId("student33")));
      expect(attempts.map((a) => a.imagePath)).toEqual([upload.data.path]);
      const records = await s.database.db
        .select()
        .from(schema.signInRecords)
        .where(
          and(eq(schema.signInRecords.signInId, signId), eq(schema.signInRecords.userId, await userId("student33"))),
        );
      expect(records).toHaveLength(0);
      // Plain check-in still works afterwards (status 4 → plain check-in).
      expect((await s.call("POST", "/teach/sign-in/record", { token: student, query: { signId } })).data).toBe(1);
    });

    it("refuses bad check-ins: unknown paths, other classes, missing parameters", async () => {
      const student = await tokenOf("student34");
      expect(
        (
          await s.call("POST", "/teach/sign-in/record", {
            token: student,
            query: { signId, path: "../../etc/passwd" },
          })
        ).status,
      ).toBe(400);
      expect((await s.call("POST", "/teach/sign-in/record", { token: student })).msg).toContain("signId");
      expect(
        (await s.call("POST", "/teach/sign-in/record", { token: student, query: { signId: 999999 } })).status,
      ).toBe(404);
      expect((await s.call("POST", "/teach/face-database/create", { token: student, body: {} })).status).toBe(400);
      expect(
        (await s.call("POST", "/teach/face-database/create", { token: student, body: { path: "nope.jpg" } })).status,
      ).toBe(400);
      expect((await s.call("GET", "/teach/face-database/get", { token: student })).data).toBeNull();
      expect((await s.call("POST", "/teach/file/s3/ali/api", { token: student, body: { file: "x" } })).status).toBe(
        400,
      );
      // A student of another class cannot check in here.
      const outsider = await s.call<number>("POST", "/teach/course/create", {
        token: await tokenOf("teacher2"),
        body: { name: "x" },
      });
      expect(outsider.code).toBe(0);
    });

    it("delays and ends a sign-in; a check-in after the end is refused", async () => {
      const teacher = await tokenOf("teacher1");
      const delayed = await s.call<{ duration: number }>("GET", "/teach/sign-in/delay", {
        token: teacher,
        query: { signId, duration: 60 },
      });
      expect(delayed.data.duration).toBe(360);
      expect(
        (await s.call("GET", "/teach/sign-in/delay", { token: teacher, query: { signId, duration: 0 } })).status,
      ).toBe(400);
      expect(
        (await s.call("POST", "/teach/sign-in/end", { token: await tokenOf("teacher2"), query: { signId } })).status,
      ).toBe(403);
      expect((await s.call("POST", "/teach/sign-in/end", { token: teacher, query: { signId } })).data).toBe(true);
      const late = await s.call("POST", "/teach/sign-in/record", {
        token: await tokenOf("student35"),
        query: { signId },
      });
      expect(late.msg).toBe("签到已结束");
      expect(
        (await s.call("GET", "/teach/sign-in/delay", { token: teacher, query: { signId, duration: 60 } })).msg,
      ).toBe("签到已结束");
    });

    it("records a supplementary check-in in the current class, and refuses one without a class", async () => {
      const student = await tokenOf("student36");
      expect((await s.call("GET", "/teach/course-item/stu/signIn/supplement", { token: student })).data).toBe(1);
      const [rec] = await s.database.db
        .select()
        .from(schema.signInRecords)
        .where(
          and(eq(schema.signInRecords.signInId, signId), eq(schema.signInRecords.userId, await userId("student36"))),
        );
      expect(rec!.type).toBe(3);
      const notInClass = await s.call("GET", "/teach/course-item/stu/signIn/supplement", {
        token: await tokenOf("student37"),
        query: { path: "x".repeat(2000) },
      });
      expect(notInClass.status).toBe(400);
    });

    it("answers the environment, classroom control and share links", async () => {
      const env = await s.call<{ apiBaseUrl: string; wsBaseUrl: string; captchaEnabled: boolean }>(
        "GET",
        "/teach/environment/get",
      );
      expect(env.data.apiBaseUrl).toBe(`${s.base}`);
      expect(env.data.wsBaseUrl).toBe(`${s.base.replace(/^http/, "ws")}/infra/ws`);
      expect(env.data.captchaEnabled).toBe(false);
      const teacher = await tokenOf("teacher1");
      expect((await s.call("GET", "/teach/control/mode", { token: teacher, query: { mode: 2 } })).data).toBe(true);
      expect((await s.call("GET", "/teach/control/mode", { token: teacher, query: { mode: 5 } })).status).toBe(400);
      expect((await s.call("GET", "/teach/control/video/start", { token: teacher })).data).toBe(true);
      const status = await s.call<{ mode: number; videoOn: boolean }>("GET", "/teach/course-item/classroom/status", {
        token: teacher,
      });
      expect(status.data).toMatchObject({ mode: 2, videoOn: true });
      expect((await s.call("GET", "/teach/control/video/end", { token: teacher })).data).toBe(true);
      const { id } = await itemOf("teacher1");
      const link = await s.call<{ code: string; url: string }>("POST", "/teach/course-sharelink/create", {
        token: teacher,
        body: { courseItemId: id, expireMinutes: 30 },
      });
      expect(link.data.url).toContain(link.data.code);
      expect(
        (
          await s.call<{ code: string }>("GET", "/teach/course-sharelink/get", {
            token: teacher,
            query: { courseItemId: id },
          })
        ).data.code,
      ).toBe(link.data.code);
      expect(
        (
          await s.call("POST", "/teach/course-sharelink/create", {
            token: teacher,
            body: { courseItemId: id, expireMinutes: 0 },
          })
        ).status,
      ).toBe(400);
    });

    it("counts a student's sign-ins; student/set confirms an enrolment and refuses a guessed session", async () => {
      const student = await tokenOf("student30");
      const stats = await s.call<{ signInCount: number }>("GET", "/teach/course-item/stu/statistics", {
        token: student,
      });
      expect(stats.data.signInCount).toBe(1);
      const sessionOf = async (courseName: string) => {
        const [row] = await s.database.db
          .select({ id: schema.courseItems.id, courseId: schema.courseItems.courseId })
          .from(schema.courseItems)
          .innerJoin(schema.courses, eq(schema.courses.id, schema.courseItems.courseId))
          .where(eq(schema.courses.name, courseName))
          .limit(1);
        return row!;
      };
      const joined = await s.call("GET", "/teach/course-item/student/set", {
        token: await tokenOf("student01"),
        query: { courseItemId: (await sessionOf("人工智能导论")).id },
      });
      expect(joined.data).toBe(true);
      // student30 is not in 数据结构 (student01 … student10): guessing its session id enrols nobody.
      const other = await sessionOf("数据结构");
      const enrolled = async () =>
        (await s.database.db.select().from(schema.courseStudents)).map((r) => `${r.courseId}:${r.userId}`).sort();
      const before = await enrolled();
      const refused = await s.call("GET", "/teach/course-item/student/set", {
        token: student,
        query: { courseItemId: other.id },
      });
      expect(refused.status).toBe(403);
      expect(refused.msg).toBe("请通过老师的分享链接加入课程");
      expect(await enrolled()).toEqual(before);
      expect(before).not.toContain(`${other.courseId}:${await userId("student30")}`);
      expect((await s.call<unknown[]>("GET", "/teach/course-item/stu/practice/todo", { token: student })).data).toEqual(
        [],
      );
    });
  });
}
