// Activities end by the server's clock: a question, survey, sign-in, practice and timed AI topic end at
// their deadline without anyone ending them, announced once (activityChanged, status 2) to the students
// and the teacher; deadlines that passed while the sweeper was stopped (a server down) end at its start;
// two instances announce each ending once; ending and delaying by hand announce the same way; late
// actions answer the exact reason in both languages (a late face check-in too).
import type { components } from "@smartclass/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../../src/app.js";
import { openDatabase, schema } from "../../src/db/index.js";
import { activityKit, CHOICES, pause, type PushClient, until } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type ActivityChanged = components["schemas"]["ActivityChangedPushEvent"];

const TEACHER = "teacher2";
const STUDENTS = ["student07", "student08"];

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineDeadlineTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const { token, freshSession, connectAll, closeAll } = activityKit(() => s);
    let clients: Map<string, PushClient>;
    let item: { id: number; courseId: number };

    beforeAll(async () => {
      s = await startServer(engine);
      item = await freshSession(TEACHER);
      clients = await connectAll([TEACHER, ...STUDENTS]);
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      if (clients) await closeAll(clients);
      await s?.close();
    });

    const changes = (user: string, activity: ActivityChanged["activity"], id: number, status = 2) =>
      clients
        .get(user)!
        .of("activityChanged")
        .filter((e) => e.activity === activity && e.id === id && e.status === status);

    /** Waits (bounded) until every student and the teacher heard of the change, then proves it came once. */
    async function expectAnnouncedOnce(activity: ActivityChanged["activity"], id: number, status = 2) {
      const everyone = [TEACHER, ...STUDENTS];
      const heard = await until(() => everyone.every((u) => changes(u, activity, id, status).length > 0), 3000);
      expect(heard, `${activity} ${id} status ${status} reached the teacher and students`).toBe(true);
      // Another sweep finds nothing left to end, and no second frame arrives meanwhile.
      await s.deadlines.sweepNow();
      await pause(100);
      for (const u of everyone) {
        expect(changes(u, activity, id, status), `${u} heard ${activity} ${id} once`).toEqual([
          { type: "activityChanged", activity, id, courseItemId: item.id, status },
        ]);
      }
    }

    /** A call in English (Accept-Language), for the reason's English text. */
    async function callInEnglish(
      method: string,
      path: string,
      user: string,
      query: Record<string, string | number>,
      body?: unknown,
    ) {
      const url = new URL(`${s.base}${path}`);
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
      const res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${await token(user)}`,
          "accept-language": "en",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await res.json()) as { code: number; msg: string; data: unknown };
    }

    it("ends a question at its deadline, once, for the students and the teacher; a late answer reads 提问已结束", async () => {
      const q = await s.call<{ id: number }>("POST", "/teach/ask-question/start", {
        token: await token(TEACHER),
        body: { courseItemId: item.id, title: "限时提问", type: 1, options: CHOICES, answer: ["A"], duration: 30 },
      });
      expect(q.code, q.msg).toBe(0);
      s.clock.advance(30_000);
      await expectAnnouncedOnce("askQuestion", q.data.id);
      const [row] = await s.database.db.select().from(schema.askQuestions).where(eq(schema.askQuestions.id, q.data.id));
      expect(row!.status).toBe(2);
      const late = await s.call("POST", "/teach/ask-question/record", {
        token: await token("student07"),
        body: { questionId: q.data.id, choices: ["A"] },
      });
      expect(late.msg).toBe("提问已结束");
      const lateEn = await callInEnglish(
        "POST",
        "/teach/ask-question/record",
        "student08",
        {},
        { questionId: q.data.id, choices: ["B"] },
      );
      expect(lateEn.msg).toBe("The question has ended");
    });

    it("ends a survey at its deadline, once; a late answer reads 问卷已结束", async () => {
      const run = await s.call<{ id: number; questions: { id: number }[] }>("POST", "/teach/survey/start", {
        token: await token(TEACHER),
        body: { courseItemId: item.id, title: "限时问卷", duration: 60, questions: [{ type: 4, title: "收获" }] },
      });
      expect(run.code, run.msg).toBe(0);
      s.clock.advance(60_000);
      await expectAnnouncedOnce("survey", run.data.id);
      const answer = { itemSurveyId: run.data.id, answers: [{ questionId: run.data.questions[0]!.id, rating: 5 }] };
      const late = await s.call("POST", "/teach/survey/record", { token: await token("student07"), body: answer });
      expect(late.msg).toBe("问卷已结束");
      expect((await callInEnglish("POST", "/teach/survey/record", "student08", {}, answer)).msg).toBe(
        "The survey has ended",
      );
    });

    it("ends a sign-in at its deadline, once; a late check-in, plain or by face, reads 签到已结束", async () => {
      const signIn = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
        token: await token(TEACHER),
        body: { courseItemId: item.id, duration: 60, face: true },
      });
      expect(signIn.code, signIn.msg).toBe(0);
      s.clock.advance(60_000);
      await expectAnnouncedOnce("signIn", signIn.data.id);
      const plain = await s.call("POST", "/teach/sign-in/record", {
        token: await token("student07"),
        query: { signId: signIn.data.id },
      });
      expect(plain.msg).toBe("签到已结束");
      // By face: the ended sign-in is the answer, not a recognition failure (识别失败，请重试 reads as "try again").
      const face = await s.call("POST", "/teach/sign-in/record", {
        token: await token("student07"),
        query: { signId: signIn.data.id, path: "check-in/late.jpg" },
      });
      expect([face.code, face.msg]).not.toEqual([0, 0]);
      expect(face.msg).toBe("签到已结束");
      const faceEn = await callInEnglish("POST", "/teach/sign-in/record", "student08", {
        signId: signIn.data.id,
        path: "check-in/late.jpg",
      });
      expect(faceEn.msg).toBe("The sign-in has ended");
    });

    it("ends a practice at its end time, once; a late answer reads 练习已结束", async () => {
      const [record] = await s.database.db
        .select()
        .from(schema.classroomRecords)
        .where(eq(schema.classroomRecords.courseItemId, item.id));
      const practice = await s.call<number>("POST", "/teach/classroom-practice/create", {
        token: await token(TEACHER),
        body: {
          classroomRecordId: record!.id,
          title: "限时练习",
          publish: true,
          duration: 120,
          questions: [{ type: 3, title: "栈是后进先出的", answer: "0", score: 5 }],
        },
      });
      expect(practice.code, practice.msg).toBe(0);
      s.clock.advance(120_000);
      await expectAnnouncedOnce("practice", practice.data);
      const [question] = await s.database.db
        .select()
        .from(schema.practiceQuestions)
        .where(eq(schema.practiceQuestions.practiceId, practice.data));
      const body = { answers: [{ questionId: question!.id, options: [0] }] };
      const late = await s.call("POST", "/teach/classroom-practice/record", {
        token: await token("student07"),
        query: { id: practice.data },
        body,
      });
      expect(late.msg).toMatch(/^练习已结束/);
      // Still listed for the student, now as ended.
      const list = await s.call<{ id: number; status: number }[]>("GET", "/teach/classroom-practice/list/stu", {
        token: await token("student07"),
      });
      expect(list.data.find((p) => p.id === practice.data)?.status).toBe(2);
    });

    it("ends a timed AI topic at its deadline, once", async () => {
      const topic = await s.call<{ id: number }>("POST", "/teach/ai-topic/start", {
        token: await token(TEACHER),
        body: { courseItemId: item.id, title: "限时话题", duration: 60 },
      });
      expect(topic.code, topic.msg).toBe(0);
      s.clock.advance(60_000);
      await expectAnnouncedOnce("aiTopic", topic.data.id);
    });

    it("announces a sign-in ended or extended by hand to the students and the teacher", async () => {
      const signIn = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
        token: await token(TEACHER),
        body: { courseItemId: item.id, duration: 60 },
      });
      const delayed = await s.call("GET", "/teach/sign-in/delay", {
        token: await token(TEACHER),
        query: { signId: signIn.data.id, duration: 30 },
      });
      expect(delayed.code).toBe(0);
      await expectAnnouncedOnce("signIn", signIn.data.id, 1);
      const ended = await s.call("POST", "/teach/sign-in/end", {
        token: await token(TEACHER),
        query: { signId: signIn.data.id },
      });
      expect(ended.code).toBe(0);
      await expectAnnouncedOnce("signIn", signIn.data.id);
      // Ending it again changes and announces nothing.
      await s.call("POST", "/teach/sign-in/end", { token: await token(TEACHER), query: { signId: signIn.data.id } });
      await pause(100);
      expect(changes(TEACHER, "signIn", signIn.data.id)).toHaveLength(1);
    });

    it("ends at start what passed its deadline while the server was down", async () => {
      await s.deadlines.stop();
      try {
        const q = await s.call<{ id: number }>("POST", "/teach/ask-question/start", {
          token: await token(TEACHER),
          body: {
            courseItemId: item.id,
            title: "停机期间到期",
            type: 1,
            options: CHOICES,
            answer: ["B"],
            duration: 10,
          },
        });
        expect(q.code, q.msg).toBe(0);
        s.clock.advance(10_000);
        await pause(100);
        const [stillRunning] = await s.database.db
          .select()
          .from(schema.askQuestions)
          .where(eq(schema.askQuestions.id, q.data.id));
        expect(stillRunning!.status).toBe(1);
        expect(changes(TEACHER, "askQuestion", q.data.id)).toEqual([]);
        s.deadlines.start();
        await expectAnnouncedOnce("askQuestion", q.data.id);
        const [ended] = await s.database.db
          .select()
          .from(schema.askQuestions)
          .where(eq(schema.askQuestions.id, q.data.id));
        // It ended at its deadline, not when the server came back.
        expect(ended!.endedAt?.getTime()).toBe(stillRunning!.deadline?.getTime());
      } finally {
        s.deadlines.start();
      }
    });

    it.skipIf(engine !== "postgres")("announces an ending once with two instances sweeping", async () => {
      const database = await openDatabase({ databaseUrl: s.databaseUrl! });
      const other = await buildApp({
        config: { ...s.services.config },
        database,
        clock: s.clock,
        logStream: { write: () => undefined },
      });
      await other.app.listen({ port: 0, host: "127.0.0.1" });
      try {
        const q = await s.call<{ id: number }>("POST", "/teach/ask-question/start", {
          token: await token(TEACHER),
          body: { courseItemId: item.id, title: "两个实例", type: 1, options: CHOICES, answer: ["C"], duration: 20 },
        });
        expect(q.code, q.msg).toBe(0);
        s.clock.advance(20_000);
        // Both sweep at the same moment too; exactly one stores the ending.
        const ended = await Promise.all([s.deadlines.sweepNow(), other.deadlines.sweepNow()]);
        expect(ended.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
        await expectAnnouncedOnce("askQuestion", q.data.id);
      } finally {
        await other.app.close();
        await database.close();
      }
    });
  });
}
