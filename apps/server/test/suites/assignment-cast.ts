// The big-screen cast over real HTTP: the teacher starts a cast (an unguessable screen id), the public
// view shows the cast student's answers (marks only when chosen), casting again keeps the id and
// raises the version while an open event stream follows, ending it tells the stream and closes it,
// the id then answers 404; only the assignment's teacher casts. On PostgreSQL, a stream held by
// another server instance follows too.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { castHubOf } from "../../src/assignment/cast-hub.js";
import { castStreamSettings } from "../../src/assignment/screen-cast.js";
import { activityKit, until } from "../activity-kit.js";
import {
  engineAvailable,
  type Engine,
  SETUP_TIMEOUT,
  startSecondInstance,
  startServer,
  type TestServer,
} from "../helpers.js";
import { type MadeAssignment, openCastStream, reviewCastKit, type ScreenCastView } from "../review-cast-kit.js";

interface ScreenCast {
  screenId: string;
  assignmentId: number;
  userId: number | null;
  startTime: number;
  showGrade?: boolean;
}

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineAssignmentCastTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const kit = activityKit(() => s);
    const { token, userId } = kit;
    const { publishedAssignment, submit } = reviewCastKit(() => s, kit);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());
    afterEach(() => s.clock.reset());

    async function cast(teacher: string, a: MadeAssignment, body: Record<string, unknown>) {
      return s.call<ScreenCast>("POST", "/teach/assignment/castScreen", {
        token: await token(teacher),
        query: { assignmentId: a.id },
        body,
      });
    }
    async function end(teacher: string, assignmentId?: number) {
      return s.call<boolean>("GET", "/teach/assignment/castScreen/end", {
        token: await token(teacher),
        query: { assignmentId },
      });
    }
    /** The public view, without a token. */
    const view = (screenId: string) =>
      s.call<ScreenCastView>("GET", "/teach/assignment/castScreen/view", { query: { screenId } });

    /** An assignment of teacher1 submitted by student01 (right choice) and student02 (wrong), then graded. */
    async function submittedAndGraded() {
      const a = await publishedAssignment("teacher1", { title: "投屏作业" });
      await submit("student01", a, 0);
      await submit("student02", a, 1);
      const graded = await s.call("POST", "/teach/assignment/grade", {
        token: await token("teacher1"),
        body: {
          assignmentId: a.id,
          userId: await userId("student01"),
          scores: [
            { questionId: a.questions[0]!, score: 10 },
            { questionId: a.questions[1]!, score: 7, comment: "举例再具体些" },
          ],
          comment: "不错",
        },
      });
      expect(graded.code).toBe(0);
      return a;
    }

    it("starts a cast with an unguessable id; the public view shows the answers and no marks", async () => {
      const a = await submittedAndGraded();
      const started = await cast("teacher1", a, { userId: await userId("student01") });
      expect(started.code).toBe(0);
      expect(started.data).toMatchObject({ assignmentId: a.id, userId: await userId("student01"), showGrade: false });
      expect(started.data.screenId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(started.data.screenId, "base64url")).toHaveLength(16);
      const shown = await view(started.data.screenId);
      expect(shown.code).toBe(0);
      expect(shown.data).toEqual({
        screenId: started.data.screenId,
        assignmentTitle: "投屏作业",
        version: 1,
        nickname: expect.any(String),
        questions: [
          {
            id: a.questions[0],
            type: 1,
            title: "哪一种是监督学习？",
            options: ["分类", "聚类"],
            score: 10,
            answer: { questionId: a.questions[0], content: "", options: [0], fileUrls: [], score: null },
          },
          {
            id: a.questions[1],
            type: 4,
            title: "简述过拟合",
            options: [],
            score: 10,
            answer: {
              questionId: a.questions[1],
              content: "student01 的回答：模型记住了训练数据的噪声",
              options: [],
              fileUrls: [],
              score: null,
            },
          },
        ],
        grade: null,
        comment: null,
      });
      // Nothing else: no reference answer, no class list.
      expect(JSON.stringify(shown.data)).not.toContain('"answer":"0"');
      expect(Object.keys(shown.data).sort()).toEqual(
        ["assignmentTitle", "comment", "grade", "nickname", "questions", "screenId", "version"].sort(),
      );
      expect((await end("teacher1", a.id)).code).toBe(0);
    });

    it("shows the grade and comments only when the teacher chooses to", async () => {
      const a = await submittedAndGraded();
      const started = await cast("teacher1", a, { userId: await userId("student01"), showGrade: true });
      expect(started.data.showGrade).toBe(true);
      const shown = (await view(started.data.screenId)).data;
      expect(shown).toMatchObject({ grade: 17, comment: "不错" });
      expect(shown.questions.map((q) => q.answer?.score)).toEqual([10, 7]);
      expect(shown.questions[1]!.answer?.comment).toBe("举例再具体些");
      await end("teacher1", a.id);
    });

    it("follows the next cast on the open stream (same id, version + 1), then ends it and closes", async () => {
      const a = await submittedAndGraded();
      const first = await cast("teacher1", a, { userId: await userId("student01") });
      const screenId = first.data.screenId;
      const stream = await openCastStream(s.base, screenId);
      try {
        expect(stream.status).toBe(200);
        expect(stream.headers.get("content-type")).toContain("text/event-stream");
        expect(stream.headers.get("cache-control")).toBe("no-store");
        expect(stream.headers.get("content-encoding")).toBeNull();
        expect(await until(() => stream.events.length === 1)).toBe(true);
        expect(stream.events[0]).toMatchObject({ type: "cast", view: { screenId, version: 1 } });
        // A second screen that goes away is forgotten by the server (its listener removed).
        const hub = castHubOf(s.database);
        const leaving = await openCastStream(s.base, screenId);
        expect(await until(() => hub.size() === 2)).toBe(true);
        leaving.close();
        expect(await until(() => hub.size() === 1)).toBe(true);

        const second = await cast("teacher1", a, { userId: await userId("student02") });
        expect(second.data.screenId).toBe(screenId);
        expect(second.data.userId).toBe(await userId("student02"));
        expect(await until(() => stream.events.length === 2)).toBe(true);
        const next = stream.events[1]!;
        expect(next.type).toBe("cast");
        expect(next.view!.version).toBe(2);
        expect(next.view!.questions[1]!.answer?.content).toContain("student02");
        expect((await view(screenId)).data.version).toBe(2);

        const ended = await end("teacher1", a.id);
        expect(ended.data).toBe(true);
        await stream.closed;
        expect(stream.events.at(-1)).toEqual({ type: "end" });
        const gone = await view(screenId);
        expect(gone.status).toBe(404);
        expect(gone.msg).toBe("投屏不存在或已结束");
        const goneStream = await s.call("GET", "/teach/assignment/castScreen/events", { query: { screenId } });
        expect(goneStream.status).toBe(404);
      } finally {
        stream.close();
      }
    });

    it("gives a new id after an end; an ended cast's id stays dead; ending with no assignment ends all mine", async () => {
      const a = await submittedAndGraded();
      const b = await submittedAndGraded();
      const onB = await cast("teacher1", b, {});
      expect(onB.data.userId).toBeNull();
      const bView = (await view(onB.data.screenId)).data;
      expect(bView.nickname).toBeNull();
      expect(bView.questions.every((q) => q.answer === null)).toBe(true);
      await end("teacher1", b.id);
      const onA = await cast("teacher1", a, { userId: await userId("student01") });
      expect(onA.data.screenId).not.toBe(onB.data.screenId);
      expect((await view(onB.data.screenId)).status).toBe(404);
      expect((await view(onA.data.screenId)).code).toBe(0);
      const restarted = await cast("teacher1", b, {});
      expect(restarted.data.screenId).not.toBe(onB.data.screenId);
      expect((await end("teacher1")).code).toBe(0);
      expect((await view(onA.data.screenId)).status).toBe(404);
      expect((await view(restarted.data.screenId)).status).toBe(404);
      // An id that never existed, and a malformed one.
      expect((await view("AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
      expect((await view("not a screen id!")).status).toBe(400);
    });

    it("tells a reloaded teacher's page the running cast, and nobody else", async () => {
      const a = await submittedAndGraded();
      const current = (teacher: string) =>
        token(teacher).then((t) =>
          s.call("GET", "/teach/assignment/castScreen/get", { token: t, query: { assignmentId: a.id } }),
        );
      expect((await current("teacher1")).data).toBeNull();
      const started = await cast("teacher1", a, { userId: await userId("student01"), showGrade: true });
      const running = await current("teacher1");
      expect(running.data).toEqual({
        screenId: started.data.screenId,
        assignmentId: a.id,
        userId: await userId("student01"),
        startTime: started.data.startTime,
        showGrade: true,
      });
      expect((await current("teacher2")).status).toBe(403);
      await end("teacher1", a.id);
      expect((await current("teacher1")).data).toBeNull();
    });

    it("lets only the assignment's teacher cast, and only a submitted student's work", async () => {
      const a = await submittedAndGraded();
      const other = await cast("teacher2", a, { userId: await userId("student01") });
      expect(other.status).toBe(403);
      expect((await end("teacher2", a.id)).status).toBe(403);
      const student = await s.call("POST", "/teach/assignment/castScreen", {
        token: await token("student01"),
        query: { assignmentId: a.id },
        body: {},
      });
      expect(student.status).toBe(403);
      const anonymous = await s.call("POST", "/teach/assignment/castScreen", {
        query: { assignmentId: a.id },
        body: {},
      });
      expect(anonymous.status).toBe(401);
      const notSubmitted = await cast("teacher1", a, { userId: await userId("student09") });
      expect(notSubmitted.status).toBe(400);
      expect(notSubmitted.msg).toBe("该学生还未提交");
      expect((await cast("teacher1", { ...a, id: 2_000_000_000 }, {})).status).toBe(404);
      // None of the refusals started a cast.
      const started = await cast("teacher1", a, {});
      expect((await view(started.data.screenId)).data.version).toBe(1);
      await end("teacher1", a.id);
    });

    it("sends heartbeat comments while nothing changes, so proxies keep the stream open", async () => {
      const a = await submittedAndGraded();
      const started = await cast("teacher1", a, {});
      const saved = castStreamSettings.heartbeatMs;
      castStreamSettings.heartbeatMs = 50;
      const stream = await openCastStream(s.base, started.data.screenId);
      try {
        expect(await until(() => stream.comments.length >= 2)).toBe(true);
        expect(stream.comments[0]).toBe(": heartbeat");
        expect(stream.events).toHaveLength(1);
      } finally {
        castStreamSettings.heartbeatMs = saved;
        stream.close();
        await end("teacher1", a.id);
      }
    });

    // Fan-out between instances runs through PostgreSQL's LISTEN/NOTIFY: PGlite has one instance only.
    if (engine === "postgres")
      it("reaches a stream held by another server instance", async () => {
        const a = await submittedAndGraded();
        const second = await startSecondInstance(s);
        let open = true;
        try {
          const first = await cast("teacher1", a, { userId: await userId("student01") });
          const stream = await openCastStream(second.base, first.data.screenId);
          try {
            expect(await until(() => stream.events.length === 1)).toBe(true);
            await cast("teacher1", a, { userId: await userId("student02") });
            expect(await until(() => stream.events.length === 2)).toBe(true);
            expect(stream.events[1]!.view!.version).toBe(2);
            await end("teacher1", a.id);
            await stream.closed;
            expect(stream.events.at(-1)).toEqual({ type: "end" });
          } finally {
            stream.close();
          }
          // A server shutting down closes its streams without telling the screen that the cast ended.
          const again = await cast("teacher1", a, {});
          const held = await openCastStream(second.base, again.data.screenId);
          expect(await until(() => held.events.length === 1)).toBe(true);
          open = false;
          await second.close();
          await held.closed;
          expect(held.events.map((e) => e.type)).toEqual(["cast"]);
          expect((await view(again.data.screenId)).code).toBe(0);
          await end("teacher1", a.id);
        } finally {
          if (open) await second.close();
        }
      });
  });
}
