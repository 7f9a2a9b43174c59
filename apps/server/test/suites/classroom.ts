// The course and sign-in slice over real HTTP and WebSocket: class sessions, sign-in with push to
// exactly the class's students, check-in (plain, face, supplement), face database, uploads, and a
// check-in storm of 200 students.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";

import { schema } from "../../src/db/index.js";
import { hashPassword } from "../../src/lib/password.js";
import { ensureDemoSessionsToday } from "../../src/seed.js";
import {
  SETUP_TIMEOUT,
  startSecondInstance,
  startServer,
  type TestServer,
  engineAvailable,
  type Engine,
} from "../helpers.js";
import { consentToFace } from "../face-consent.js";

/** Defines a block only on PostgreSQL: on PGlite there is nothing to run, rather than a skipped test. */
function describeOnPostgres(engine: Engine): (name: string, body: () => void) => void {
  return engine === "postgres" ? (name, body) => describe(name, body) : () => undefined;
}

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineClassroomTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const tokens: Record<string, string> = {};

    async function tokenOf(username: string): Promise<string> {
      tokens[username] ??= (await s.login(username)).accessToken;
      return tokens[username]!;
    }

    async function userId(username: string): Promise<number> {
      const [u] = await s.database.db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.username, username));
      return u!.id;
    }

    async function itemOf(teacher: string) {
      const [row] = await s.database.db
        .select({ id: schema.courseItems.id, courseId: schema.courseItems.courseId })
        .from(schema.courseItems)
        .where(eq(schema.courseItems.teacherId, await userId(teacher)));
      return row!;
    }

    interface Socket {
      ws: WebSocket;
      frames: string[];
      closed: Promise<{ code: number; reason: string }>;
    }

    function connect(token: string, deviceType?: string, base = s.base): Promise<Socket> {
      const url = new URL(`${base.replace(/^http/, "ws")}/infra/ws`);
      url.searchParams.set("token", token);
      if (deviceType) url.searchParams.set("deviceType", deviceType);
      const ws = new WebSocket(url);
      const frames: string[] = [];
      ws.on("message", (d) => frames.push(d.toString()));
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
      );
      return new Promise((resolve, reject) => {
        ws.once("open", () => resolve({ ws, frames, closed }));
        ws.once("error", reject);
      });
    }

    const until = async (check: () => boolean, ms = 3000) => {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end) return false;
        await new Promise((r) => setTimeout(r, 20));
      }
      return true;
    };

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    describe("push hub", () => {
      it("closes a connection with a bad token with code 4001, and never logs the token", async () => {
        const url = `${s.base.replace(/^http/, "ws")}/infra/ws?token=not-a-valid-token-123`;
        const ws = new WebSocket(url);
        const { code } = await new Promise<{ code: number }>((resolve) => ws.on("close", (c) => resolve({ code: c })));
        expect(code).toBe(4001);
        // Without a token in the URL the server waits for an auth frame until 10 s of its clock have passed:
        // the clock is moved past that instead of waiting it out.
        const noToken = new WebSocket(`${s.base.replace(/^http/, "ws")}/infra/ws`);
        let noTokenCode: number | undefined;
        noToken.on("close", (c) => (noTokenCode = c));
        await new Promise((resolve) => noToken.once("open", resolve));
        s.clock.advance(10_001);
        expect(await until(() => noTokenCode !== undefined)).toBe(true);
        expect(noTokenCode).toBe(4001);
        s.clock.reset();
        const good = await tokenOf("student20");
        const socket = await connect(good);
        socket.ws.close();
        await socket.closed;
        const all = s.logs.join("\n");
        expect(all).not.toContain("not-a-valid-token-123");
        expect(all).not.toContain(good);
        expect(all).toContain("token=[redacted]");
      });

      it("answers ping with pong and counts connections per user and device type", async () => {
        const id = await userId("student21");
        const a = await connect(await tokenOf("student21"), "pad");
        const b = await connect(await tokenOf("student21"));
        a.ws.send("ping");
        expect(await until(() => a.frames.includes("pong"))).toBe(true);
        expect(a.frames).toEqual(["pong"]);
        const statsOf = () => JSON.stringify(Object.entries(s.services.push.stats()[id] ?? {}).sort());
        expect(
          await until(
            () =>
              statsOf() ===
              JSON.stringify([
                ["pad", 1],
                ["web", 1],
              ]),
          ),
        ).toBe(true);
        a.ws.close();
        await a.closed;
        expect(await until(() => statsOf() === JSON.stringify([["web", 1]]))).toBe(true);
        b.ws.close();
        await b.closed;
      });

      it("delivers signIn to exactly the students of the class session and to no one else", async () => {
        const item = await itemOf("teacher2"); // the seed's second class: student01 … student10
        const teacher = await tokenOf("teacher2");
        const members = Array.from({ length: 10 }, (_, i) => `student${String(i + 1).padStart(2, "0")}`);
        const others = ["student11", "student25", "student40", "teacher1", "admin", "teacher2"];
        const sockets = new Map<string, Socket>();
        for (const u of [...members, ...others]) sockets.set(u, await connect(await tokenOf(u)));
        const ids = await Promise.all([...members, ...others].map(userId));
        expect(await until(() => ids.every((id) => s.services.push.isOnline(id)))).toBe(true);
        expect(
          (
            await s.call("GET", "/teach/course-item/start/courseItem", {
              token: teacher,
              query: { courseItemId: item.id },
            })
          ).code,
        ).toBe(0);
        const started = await s.call<{ id: number; face: boolean; status: number }>("POST", "/teach/sign-in/start", {
          token: teacher,
          body: { courseItemId: item.id, duration: 120, face: false },
        });
        expect(started.code).toBe(0);
        expect(started.data.status).toBe(1);
        const expected = { type: "signIn", signInId: started.data.id, courseItemId: item.id, duration: 120 };
        // Starting the class was announced too (classChanged, to the students and teacher2); the sign-in follows it.
        const signIns = (u: string) =>
          sockets
            .get(u)!
            .frames.map((frame) => JSON.parse(frame) as { type: string })
            .filter((event) => event.type !== "classChanged");
        expect(await until(() => members.every((u) => signIns(u).length === 1))).toBe(true);
        // Each frame also carries the student's own push sequence number and the time it was sent.
        for (const u of members)
          expect(signIns(u)[0]).toEqual({
            ...expected,
            seq: expect.any(Number),
            at: expect.any(Number),
          });
        await new Promise((r) => setTimeout(r, 300));
        for (const u of others) expect(signIns(u)).toEqual([]);
        for (const socket of sockets.values()) socket.ws.close();
        // End this class so later tests start from a clean slate.
        expect(
          (await s.call("GET", "/teach/course-item/end", { token: teacher, query: { courseItemId: item.id } })).data,
        ).toBe(true);
      });
    });

    describeOnPostgres(engine)("push across instances (PostgreSQL LISTEN/NOTIFY)", () => {
      it("delivers an event started on one instance to a student connected to another", async () => {
        const second = await startSecondInstance(s);
        try {
          const item = await itemOf("teacher2");
          const teacher = await tokenOf("teacher2");
          const student = await connect(await tokenOf("student05"), "web", second.base);
          const outsider = await connect(await tokenOf("student15"), "web", second.base);
          await new Promise((r) => setTimeout(r, 300));
          const [copy] = await s.database.db
            .insert(schema.courseItems)
            .values({
              courseId: item.courseId,
              teacherId: await userId("teacher2"),
              name: "第 2 讲",
              planStart: new Date(),
              planEnd: new Date(Date.now() + 3600_000),
            })
            .returning();
          expect(
            (
              await s.call("GET", "/teach/course-item/start/courseItem", {
                token: teacher,
                query: { courseItemId: copy!.id },
              })
            ).code,
          ).toBe(0);
          const started = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
            token: teacher,
            body: { courseItemId: copy!.id, duration: 60 },
          });
          // The class's start (classChanged), then the sign-in, both from the other instance.
          expect(await until(() => student.frames.length === 2)).toBe(true);
          expect(JSON.parse(student.frames[0]!)).toMatchObject({ type: "classChanged", courseItemId: copy!.id });
          expect(JSON.parse(student.frames[1]!)).toMatchObject({ type: "signIn", signInId: started.data.id });
          await new Promise((r) => setTimeout(r, 300));
          expect(outsider.frames).toEqual([]);
          student.ws.close();
          outsider.ws.close();
          await s.call("GET", "/teach/course-item/end", { token: teacher, query: { courseItemId: copy!.id } });
        } finally {
          await second.close();
        }
      });
    });

    describe("class sessions", () => {
      it("starts a class, shows it to teacher and students, counts students and ends it", async () => {
        const teacher = await tokenOf("teacher1");
        const student = await tokenOf("student30");
        const { id, courseId } = await itemOf("teacher1");
        expect((await s.call("GET", "/teach/course-item/current", { token: teacher })).data).toBeNull();
        expect((await s.call("GET", "/teach/course-item/student/current", { token: student })).data).toBeNull();
        const started = await s.call<{
          id: number;
          status: number;
          courseName: string;
          teacherName: string;
          startTime: number;
        }>("GET", "/teach/course-item/start", {
          token: teacher,
          query: { courseId },
        });
        expect(started.data).toMatchObject({ id, status: 1, courseName: "人工智能导论", teacherName: "张老师" });
        expect(started.data.startTime).toBeGreaterThan(0);
        expect((await s.call<{ id: number }>("GET", "/teach/course-item/current", { token: teacher })).data.id).toBe(
          id,
        );
        expect(
          (await s.call<{ name: string }>("GET", "/teach/course-item/current/course", { token: teacher })).data.name,
        ).toBe("人工智能导论");
        expect(
          (await s.call<{ id: number }>("GET", "/teach/course-item/student/current", { token: student })).data.id,
        ).toBe(id);
        expect(
          (await s.call("GET", "/teach/course/stuCount", { token: teacher, query: { courseItemId: id } })).data,
        ).toBe(40);
        const roster = await s.call<{ userId: number; nickname: string; studentNo: string }[]>(
          "GET",
          "/teach/course-item/students",
          { token: teacher, query: { courseItemId: id } },
        );
        expect(roster.data).toHaveLength(40);
        expect(roster.data[0]).toMatchObject({ nickname: "学生01", studentNo: "student01" });
        expect(new Set(roster.data.map((r) => r.userId)).size).toBe(40);
        const otherTeacher = await tokenOf("teacher2");
        expect(
          (await s.call("GET", "/teach/course-item/students", { token: otherTeacher, query: { courseItemId: id } }))
            .status,
        ).toBe(403);
        expect(
          (await s.call("GET", "/teach/course-item/students", { token: student, query: { courseItemId: id } })).status,
        ).toBe(403);
        const status = await s.call<{ courseItemId: number; status: number; studentCount: number }>(
          "GET",
          "/teach/course-item/classroom/status",
          { token: teacher },
        );
        expect(status.data).toMatchObject({ courseItemId: id, status: 1, studentCount: 40 });
        const today = await s.call<{ id: number }[]>("GET", "/teach/course-item/teacher/today", { token: teacher });
        expect(today.data.map((i) => i.id)).toContain(id);
      });

      it("lists and creates courses", async () => {
        const teacher = await tokenOf("teacher1");
        const mine = await s.call<{ name: string; studentCount: number }[]>("GET", "/teach/course/my", {
          token: teacher,
        });
        expect(mine.data).toEqual([expect.objectContaining({ name: "人工智能导论", studentCount: 40 })]);
        const created = await s.call<number>("POST", "/teach/course/create", {
          token: teacher,
          body: {
            name: "机器学习",
            classroomName: "2024级3班",
            studentIds: [await userId("student31"), await userId("student32")],
          },
        });
        expect(created.data).toBeGreaterThan(0);
        const recent = await s.call<{ id: number; studentCount: number }[]>("GET", "/teach/course/recent", {
          token: teacher,
        });
        expect(recent.data.find((c) => c.id === created.data)!.studentCount).toBe(2);
        const bad = await s.call("POST", "/teach/course/create", {
          token: teacher,
          body: { name: "x", studentIds: [await userId("teacher2")] },
        });
        expect(bad.status).toBe(400);
        expect(bad.msg).toContain("studentIds");
        expect(
          (await s.call("POST", "/teach/course/create", { token: teacher, body: { description: "no name" } })).msg,
        ).toContain("name");
        const freedom = await s.call<{ id: number; freedom: boolean; status: number }>(
          "POST",
          "/teach/channels/freedom/create",
          {
            token: teacher,
            body: { name: "答疑" },
          },
        );
        expect(freedom.data).toMatchObject({ freedom: true, status: 0 });
        const schedule = await s.call<{ courseItemId: number }[]>("GET", "/teach/course/my/freedomSchedule", {
          token: teacher,
        });
        expect(schedule.data.map((slot) => slot.courseItemId)).toEqual([freedom.data.id]);
        // The seeded session is in its week's school timetable once (test/suites/timetable.ts has the rest).
        const [seeded] = await s.database.db
          .select({ id: schema.courseItems.id, planStart: schema.courseItems.planStart })
          .from(schema.courseItems)
          .where(
            and(eq(schema.courseItems.teacherId, await userId("teacher1")), eq(schema.courseItems.freedom, false)),
          );
        const weekStart = new Date(seeded!.planStart.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
        const week = await s.call<{ courseItemId: number }[]>("GET", "/teach/course/tenant/classSchedule", {
          token: teacher,
          query: { weekStart },
        });
        const ids = week.data.map((slot) => slot.courseItemId);
        expect(ids.filter((id) => id === seeded!.id)).toHaveLength(1);
        expect(new Set(ids).size).toBe(ids.length);
      });

      it("exports a course as .xlsx", async () => {
        const teacher = await tokenOf("teacher1");
        const { courseId } = await itemOf("teacher1");
        const r = await s.call("GET", "/teach/course/export/student", { token: teacher, query: { courseId } });
        expect(r.status).toBe(200);
        expect(r.raw.subarray(0, 2).toString()).toBe("PK");
        expect(r.headers.get("content-disposition")).toContain("attachment");
        expect((await s.call("GET", "/teach/course/export/nope", { token: teacher, query: { courseId } })).status).toBe(
          400,
        );
        expect(
          (
            await s.call("GET", "/teach/course/export/signIn", {
              token: await tokenOf("teacher2"),
              query: { courseId },
            })
          ).status,
        ).toBe(403);
      });

      it("refuses bad input and other teachers' sessions", async () => {
        const teacher = await tokenOf("teacher1");
        const { id } = await itemOf("teacher1");
        expect(
          (await s.call("GET", "/teach/course/stuCount", { token: teacher, query: { courseItemId: "abc" } })).status,
        ).toBe(400);
        expect((await s.call("GET", "/teach/course/stuCount", { token: teacher })).msg).toContain("courseItemId");
        expect(
          (await s.call("GET", "/teach/course/stuCount", { token: teacher, query: { courseItemId: 999999 } })).status,
        ).toBe(404);
        expect(
          (await s.call("GET", "/teach/course/stuCount", { token: teacher, query: { courseItemId: "99999999999999" } }))
            .status,
        ).toBe(404);
        expect(
          (
            await s.call("GET", "/teach/course/stuCount", {
              token: await tokenOf("teacher2"),
              query: { courseItemId: id },
            })
          ).status,
        ).toBe(403);
        expect(
          (await s.call("GET", "/teach/course-item/start", { token: teacher, query: { courseId: 0 } })).status,
        ).toBe(400);
        expect((await s.call("GET", "/teach/course-item/stu/todo", { token: await tokenOf("student30") })).status).toBe(
          400,
        );
      });
    });

    describe("sign-in and check-in", () => {
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
        expect(
          (await s.call<unknown[]>("GET", "/teach/course-item/stu/practice/todo", { token: student })).data,
        ).toEqual([]);
      });
    });

    describe("check-in storm", () => {
      // Shared with the next test: the storm's class session, its students' sessions and sign-in.
      let storm: { itemId: number; signInId: number; pairs: { userId: number; accessToken: string }[] } | undefined;

      it("records 200 students checking in within one second exactly 200 times, each once", async () => {
        const db = s.database.db;
        const teacherId = await userId("teacher1");
        const hash = await hashPassword("storm123", 1024);
        const [studentRole] = await db.select().from(schema.roles).where(eq(schema.roles.code, "student"));
        const students = await db
          .insert(schema.users)
          .values(
            Array.from({ length: 200 }, (_, i) => ({
              username: `storm${i}`,
              passwordHash: hash,
              nickname: `风暴${i}`,
            })),
          )
          .returning({ id: schema.users.id });
        await db.insert(schema.userRoles).values(students.map((u) => ({ userId: u.id, roleId: studentRole!.id })));
        const [course] = await db.insert(schema.courses).values({ name: "风暴课", teacherId }).returning();
        await db.insert(schema.courseStudents).values(students.map((u) => ({ courseId: course!.id, userId: u.id })));
        const [item] = await db
          .insert(schema.courseItems)
          .values({
            courseId: course!.id,
            teacherId,
            name: "风暴课 1",
            planStart: new Date(),
            planEnd: new Date(Date.now() + 3600_000),
          })
          .returning();
        const teacher = await tokenOf("teacher1");
        await s.call("GET", "/teach/course-item/end", { token: teacher });
        expect(
          (
            await s.call("GET", "/teach/course-item/start/courseItem", {
              token: teacher,
              query: { courseItemId: item!.id },
            })
          ).code,
        ).toBe(0);
        const signIn = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
          token: teacher,
          body: { courseItemId: item!.id, duration: 600 },
        });
        const pairs = await Promise.all(students.map((u) => s.services.auth.login(u.id)));
        const started = Date.now();
        // Every student checks in, and 50 of them twice (a double tap): 250 requests at once.
        const calls = [...pairs, ...pairs.slice(0, 50)].map((p) =>
          s.call("POST", "/teach/sign-in/record", { token: p.accessToken, query: { signId: signIn.data.id } }),
        );
        const answers = await Promise.all(calls);
        const elapsed = Date.now() - started;
        expect(answers.every((a) => a.status === 200 && a.data === 1)).toBe(true);
        const records = await db
          .select()
          .from(schema.signInRecords)
          .where(eq(schema.signInRecords.signInId, signIn.data.id));
        expect(records).toHaveLength(200);
        expect(new Set(records.map((r) => r.userId)).size).toBe(200);
        const summary = await s.call<{ signed: number; total: number }>("GET", "/teach/sign-in/record", {
          token: teacher,
          query: { signId: signIn.data.id },
        });
        expect(summary.data).toMatchObject({ signed: 200, total: 200 });
        console.log(`check-in storm: 250 requests answered in ${elapsed} ms (${s.database.kind})`);
        storm = { itemId: item!.id, signInId: signIn.data.id, pairs };
      }, 60_000);

      it("answers each check-in arriving at the same moment as it would alone, and tells the teacher once per new one", async () => {
        const { itemId, signInId: ended, pairs } = storm!;
        const teacher = await tokenOf("teacher1");
        expect((await s.call("POST", "/teach/sign-in/end", { token: teacher, query: { signId: ended } })).data).toBe(
          true,
        );
        const running = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
          token: teacher,
          body: { courseItemId: itemId, duration: 600 },
        });
        const teacherSocket = await connect(teacher);
        const loggedOut = pairs[12]!;
        expect((await s.call("POST", "/teach/auth/logout", { token: loggedOut.accessToken })).data).toBe(true);
        const checkIn = (token: string, signId: number) =>
          s.call<number>("POST", "/teach/sign-in/record", { token, query: { signId } });
        // All at once, so that they are judged and written together.
        const [valid, doubleTap, notEnrolled, unknown, late, revoked] = await Promise.all([
          Promise.all(pairs.slice(0, 10).map((p) => checkIn(p.accessToken, running.data.id))),
          checkIn(pairs[0]!.accessToken, running.data.id),
          checkIn(await tokenOf("student01"), running.data.id),
          checkIn(pairs[10]!.accessToken, 999_999),
          checkIn(pairs[11]!.accessToken, ended),
          checkIn(loggedOut.accessToken, running.data.id),
        ]);
        expect(valid.map((a) => a.data)).toEqual(Array(10).fill(1));
        expect(doubleTap.data).toBe(1);
        expect([notEnrolled.status, notEnrolled.msg]).toEqual([403, "您不在这节课的学生名单中"]);
        expect([unknown.status, unknown.msg]).toEqual([404, "签到不存在：999999"]);
        expect([late.status, late.code, late.msg]).toEqual([200, 1_003_001_003, "签到已结束"]);
        expect(revoked.status).toBe(401);
        const records = await s.database.db
          .select()
          .from(schema.signInRecords)
          .where(eq(schema.signInRecords.signInId, running.data.id));
        expect(records.map((r) => r.userId).sort((a, b) => a - b)).toEqual(
          pairs
            .slice(0, 10)
            .map((p) => p.userId)
            .sort((a, b) => a - b),
        );
        const checked = () =>
          teacherSocket.frames
            .map((f) => JSON.parse(f) as { type: string; signInId?: number; record?: { userId: number; id: number } })
            .filter((e) => e.type === "signInChecked" && e.signInId === running.data.id);
        expect(await until(() => checked().length >= 10)).toBe(true);
        // One event per new record (the double tap adds none), with the record's id.
        await new Promise((r) => setTimeout(r, 100));
        expect(
          checked()
            .map((e) => e.record!.id)
            .sort((a, b) => a - b),
        ).toEqual(records.map((r) => r.id).sort((a, b) => a - b));
        teacherSocket.ws.close();
        await teacherSocket.closed;
      });
    });

    describe("demo data on later days", () => {
      it("gives each demo course a class session today when it has none, once", async () => {
        const tomorrow = new Date(Date.now() + 86_400_000);
        expect(await ensureDemoSessionsToday(s.database.db, tomorrow)).toBe(2);
        expect(await ensureDemoSessionsToday(s.database.db, tomorrow)).toBe(0);
      });

      it("counts today on the school's calendar in its time zone", async () => {
        // 15:00 UTC is 23:00 in Shanghai and 10:00 in New York, both on 10 January; two hours later
        // Shanghai is on the 11th while New York is still on the 10th.
        const evening = new Date(Date.UTC(2031, 0, 10, 15));
        const later = new Date(Date.UTC(2031, 0, 10, 17));
        expect(await ensureDemoSessionsToday(s.database.db, evening, "Asia/Shanghai")).toBe(2);
        expect(await ensureDemoSessionsToday(s.database.db, later, "America/New_York")).toBe(0);
        expect(await ensureDemoSessionsToday(s.database.db, later, "Asia/Shanghai")).toBe(2);
      });
    });
  });
}
