// AI topics over real HTTP and WebSocket, on a server with no AI provider configured (every non-AI
// call works without one): start pushed to the class, one editable response per student, the phases
// (nothing after the end, the time limit, the session's end), delay and edit while running, the
// teacher's record list and per-student detail, the student's view, ownership, and bad input.
import type { components } from "@smartclass/api";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { aiCodes, aiMessages } from "../src/ai/messages.js";
import { schema } from "../src/db/index.js";
import { activityKit, until } from "./activity-kit.js";
import { SETUP_TIMEOUT, startServer, type TestServer } from "./helpers.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

type AiTopic = components["schemas"]["AiTopic"];
type Summary = components["schemas"]["AiTopicSummary"];
type Submission = components["schemas"]["AiTopicSubmission"];
type StudentView = components["schemas"]["AiTopicStudentView"];

describe("AI topics (no provider configured)", () => {
  let s: TestServer;
  const { token, userId, freshSession, connectAll, closeAll, rowCounts } = activityKit(() => s);

  beforeAll(async () => {
    s = await startServer("pglite");
  }, SETUP_TIMEOUT);
  afterAll(async () => s?.close());
  afterEach(() => s.clock.reset());

  async function start(teacher: string, body: Record<string, unknown>) {
    return s.call<AiTopic>("POST", "/teach/ai-topic/start", { token: await token(teacher), body });
  }
  async function respond(student: string, aiTopicId: number, content: string) {
    return s.call<number>("POST", "/teach/ai-topic/record", {
      token: await token(student),
      body: { aiTopicId, content },
    });
  }
  async function records(teacher: string, aiTopicId: number) {
    return s.call<Summary>("GET", "/teach/ai-topic/record", { token: await token(teacher), query: { aiTopicId } });
  }
  async function studentView(student: string, query: Record<string, number>) {
    return s.call<StudentView | null>("GET", "/teach/ai-topic/student", { token: await token(student), query });
  }
  async function end(teacher: string, aiTopicId: number) {
    return s.call<boolean>("POST", "/teach/ai-topic/end", { token: await token(teacher), query: { aiTopicId } });
  }

  describe("a topic in class (数据结构: teacher2, student01 … student10)", () => {
    let item: { id: number };
    let topic: AiTopic;

    beforeAll(async () => {
      item = await freshSession("teacher2");
    });

    it("starts a topic and pushes aiTopic to exactly the session's students", async () => {
      const clients = await connectAll(["student01", "student02", "student11", "teacher2"]);
      try {
        const r = await start("teacher2", {
          courseItemId: item.id,
          title: "  算法的公平性  ",
          content: "1. 排序算法会有偏见吗？\n2. 举一个例子。",
          duration: 600,
        });
        expect(r.code).toBe(0);
        topic = r.data;
        expect(topic).toMatchObject({
          courseItemId: item.id,
          title: "算法的公平性",
          content: "1. 排序算法会有偏见吗？\n2. 举一个例子。",
          duration: 600,
          status: 1,
          submissionCount: 0,
        });
        expect(topic.endTime).toBe(topic.startTime + 600_000);
        const expected = { type: "aiTopic", aiTopicId: topic.id, courseItemId: item.id };
        expect(await until(() => clients.get("student02")!.of("aiTopic").length === 1)).toBe(true);
        expect(clients.get("student01")!.of("aiTopic")).toEqual([expected]);
        expect(clients.get("student02")!.of("aiTopic")).toEqual([expected]);
        // student11 is not in 数据结构; the teacher is not a student.
        expect(clients.get("student11")!.of("aiTopic")).toEqual([]);
        expect(clients.get("teacher2")!.of("aiTopic")).toEqual([]);
      } finally {
        await closeAll(clients);
      }
    });

    it("runs one topic per session at a time", async () => {
      const before = await rowCounts();
      const r = await start("teacher2", { courseItemId: item.id, title: "另一个" });
      expect([r.status, r.code]).toEqual([200, aiCodes.topicRunning]);
      expect(r.msg).toBe("已有进行中的 AI 话题（算法的公平性），请先结束");
      expect(await rowCounts()).toEqual(before);
    });

    it("shows the student the topic in progress, then their own response only", async () => {
      const view = await studentView("student01", { courseItemId: item.id });
      expect(view.data).toEqual({ topic: { ...topic }, mine: null });
      // Without a session named: the student's session in progress.
      expect((await studentView("student01", {})).data?.topic.id).toBe(topic.id);
    });

    it("takes one response per student, editable until the end, and lists them for the teacher", async () => {
      const clients = await connectAll(["teacher2", "student02"]);
      try {
        const first = await respond("student01", topic.id, "  会有，训练数据本身有偏差。  ");
        expect(first.code).toBe(0);
        s.clock.advance(1_000);
        const edited = await respond("student01", topic.id, "会有：数据有偏差，算法就会放大它。");
        expect(edited.data).toBe(first.data);
        expect((await respond("student02", topic.id, "排序本身不会，但用来排序的指标可能不公平。")).code).toBe(0);
        // The teacher's live view hears each response (an edit too), with the count of responses.
        expect(await until(() => clients.get("teacher2")!.of("aiTopicResponded").length === 3)).toBe(true);
        const responded = (responseCount: number) => ({
          type: "aiTopicResponded",
          aiTopicId: topic.id,
          courseItemId: item.id,
          responseCount,
        });
        expect(clients.get("teacher2")!.of("aiTopicResponded")).toEqual([responded(1), responded(1), responded(2)]);
        expect(clients.get("student02")!.of("aiTopicResponded")).toEqual([]);
      } finally {
        await closeAll(clients);
      }

      const list = await records("teacher2", topic.id);
      expect(list.data.topic.submissionCount).toBe(2);
      expect(list.data.total).toBe(10);
      expect(list.data.summary).toBeNull();
      expect(list.data.records.map((r) => [r.studentNo, r.content])).toEqual([
        ["student01", "会有：数据有偏差，算法就会放大它。"],
        ["student02", "排序本身不会，但用来排序的指标可能不公平。"],
      ]);
      const mine = list.data.records[0]!;
      expect(mine.userId).toBe(await userId("student01"));
      expect(mine.nickname).toBeTruthy();
      expect(mine.aiReply).toBe("");
      expect(mine.updateTime).toBeGreaterThan(mine.createTime);

      const view = await studentView("student01", { aiTopicId: topic.id });
      expect(view.data?.mine).toEqual(mine);
    });

    it("lets the teacher and the author read a response, and nobody else", async () => {
      const list = await records("teacher2", topic.id);
      const id = list.data.records[0]!.id;
      const asTeacher = await s.call<Submission>("GET", "/teach/ai-topic/record/detail", {
        token: await token("teacher2"),
        query: { id },
      });
      expect(asTeacher.data).toEqual(list.data.records[0]);
      const asAuthor = await s.call<Submission>("GET", "/teach/ai-topic/record/detail", {
        token: await token("student01"),
        query: { id },
      });
      expect(asAuthor.data.content).toBe("会有：数据有偏差，算法就会放大它。");
      const asClassmate = await s.call("GET", "/teach/ai-topic/record/detail", {
        token: await token("student02"),
        query: { id },
      });
      expect([asClassmate.status, asClassmate.code]).toEqual([403, 403]);
      expect(asClassmate.raw.toString()).not.toContain("放大");
      const otherTeacher = await s.call("GET", "/teach/ai-topic/record/detail", {
        token: await token("teacher1"),
        query: { id },
      });
      expect(otherTeacher.status).toBe(403);
      // The record list is the teacher's: a student gets 403, another teacher too.
      expect((await records("student02", topic.id)).status).toBe(403);
      expect((await records("teacher1", topic.id)).status).toBe(403);
      const missing = await s.call("GET", "/teach/ai-topic/record/detail", {
        token: await token("teacher2"),
        query: { id: 999_999 },
      });
      expect([missing.status, missing.msg]).toEqual([404, "话题回答不存在：999999"]);
    });

    it("refuses responses from outside the course and bad input, writing nothing", async () => {
      const before = await rowCounts();
      const outsider = await respond("student11", topic.id, "我也想说");
      expect([outsider.status, outsider.msg]).toEqual([403, aiMessages.notStudentOfTopic]);
      const blank = await respond("student03", topic.id, "   ");
      expect([blank.status, blank.code]).toEqual([400, 400]);
      expect(blank.msg).toContain("body.content");
      const forged = await s.call("POST", "/teach/ai-topic/record", {
        token: await token("student03"),
        body: { aiTopicId: topic.id, content: "x", aiReply: "伪造的 AI 回复" },
      });
      expect(forged.status).toBe(400);
      const teacherResponds = await respond("teacher2", topic.id, "老师不答题");
      expect(teacherResponds.status).toBe(403);
      const unknown = await respond("student03", 999_999, "x");
      expect(unknown.status).toBe(404);
      expect((await studentView("student11", { aiTopicId: topic.id })).status).toBe(403);
      expect(await rowCounts()).toEqual(before);
    });

    it("delays and edits a running topic, telling the students (activityChanged)", async () => {
      const clients = await connectAll(["student03"]);
      try {
        const delayed = await s.call<AiTopic>("GET", "/teach/ai-topic/delay", {
          token: await token("teacher2"),
          query: { aiTopicId: topic.id, duration: 120 },
        });
        expect(delayed.data).toMatchObject({ duration: 720, endTime: topic.startTime + 720_000, status: 1 });
        const edit = await s.call("PUT", "/teach/ai-topic/update", {
          token: await token("teacher2"),
          body: { id: topic.id, title: "算法与公平", content: "排序算法会有偏见吗？" },
        });
        expect(edit.data).toBe(true);
        const changed = {
          type: "activityChanged",
          activity: "aiTopic",
          id: topic.id,
          courseItemId: item.id,
          status: 1,
        };
        expect(await until(() => clients.get("student03")!.of("activityChanged").length === 2)).toBe(true);
        expect(clients.get("student03")!.of("activityChanged")).toEqual([changed, changed]);
        const view = await studentView("student03", { aiTopicId: topic.id });
        expect(view.data?.topic).toMatchObject({ title: "算法与公平", content: "排序算法会有偏见吗？", duration: 720 });

        // A duration already past is refused; so is another teacher's edit and a blank title.
        s.clock.advance(300_000);
        const before = await rowCounts();
        const short = await s.call("PUT", "/teach/ai-topic/update", {
          token: await token("teacher2"),
          body: { id: topic.id, duration: 60 },
        });
        expect([short.code, short.msg]).toEqual([aiCodes.durationTooShort, aiMessages.durationTooShort]);
        const stranger = await s.call("PUT", "/teach/ai-topic/update", {
          token: await token("teacher1"),
          body: { id: topic.id, title: "抢答" },
        });
        expect(stranger.status).toBe(403);
        const blank = await s.call("PUT", "/teach/ai-topic/update", {
          token: await token("teacher2"),
          body: { id: topic.id, title: "  " },
        });
        expect(blank.status).toBe(400);
        const asStudent = await s.call("GET", "/teach/ai-topic/delay", {
          token: await token("student03"),
          query: { aiTopicId: topic.id, duration: 60 },
        });
        expect(asStudent.status).toBe(403);
        expect(await rowCounts()).toEqual(before);
      } finally {
        await closeAll(clients);
      }
    });

    it("ends the topic: students are told, no response is taken or edited after, delay and edit refuse", async () => {
      const clients = await connectAll(["student04"]);
      try {
        expect((await end("teacher2", topic.id)).data).toBe(true);
        expect(await until(() => clients.get("student04")!.of("activityChanged").length === 1)).toBe(true);
        expect(clients.get("student04")!.of("activityChanged")[0]).toMatchObject({ activity: "aiTopic", status: 2 });
      } finally {
        await closeAll(clients);
      }
      const before = await rowCounts();
      const late = await respond("student04", topic.id, "来晚了");
      expect([late.code, late.msg]).toEqual([aiCodes.topicEnded, "话题已结束"]);
      const edit = await respond("student01", topic.id, "改一下");
      expect(edit.code).toBe(aiCodes.topicEnded);
      const delay = await s.call("GET", "/teach/ai-topic/delay", {
        token: await token("teacher2"),
        query: { aiTopicId: topic.id, duration: 60 },
      });
      expect(delay.code).toBe(aiCodes.topicEnded);
      const update = await s.call("PUT", "/teach/ai-topic/update", {
        token: await token("teacher2"),
        body: { id: topic.id, title: "再改" },
      });
      expect(update.code).toBe(aiCodes.topicEnded);
      expect(await rowCounts()).toEqual(before);
      // Ending again answers true and changes nothing.
      expect((await end("teacher2", topic.id)).data).toBe(true);
      const list = await records("teacher2", topic.id);
      expect(list.data.topic.status).toBe(2);
      expect(list.data.records.map((r) => r.content)).toContain("会有：数据有偏差，算法就会放大它。");
      // The ended topic is no longer the session's topic in progress, but its preview stays.
      expect((await studentView("student01", { courseItemId: item.id })).data).toBeNull();
      expect((await studentView("student01", { aiTopicId: topic.id })).data?.topic.status).toBe(2);
    });
  });

  it("counts a topic past its time limit as ended, and lets the next one start", async () => {
    const item = await freshSession("teacher2");
    const timed = (await start("teacher2", { courseItemId: item.id, title: "限时话题", duration: 60 })).data;
    const untimed = await s.call("GET", "/teach/ai-topic/delay", {
      token: await token("teacher2"),
      query: { aiTopicId: timed.id, duration: 30 },
    });
    expect(untimed.code).toBe(0);
    s.clock.advance(91_000);
    const late = await respond("student05", timed.id, "超时了");
    expect(late.code).toBe(aiCodes.topicEnded);
    expect((await records("teacher2", timed.id)).data.topic).toMatchObject({
      status: 2,
      endTime: timed.startTime + 90_000,
    });
    const next = await start("teacher2", { courseItemId: item.id, title: "不限时话题" });
    expect(next.code).toBe(0);
    expect(next.data.endTime).toBeNull();
    const notTimed = await s.call("GET", "/teach/ai-topic/delay", {
      token: await token("teacher2"),
      query: { aiTopicId: next.data.id, duration: 30 },
    });
    expect([notTimed.code, notTimed.msg]).toEqual([aiCodes.topicNotTimed, aiMessages.topicNotTimed]);
    // Ending the class ends its topic too.
    await s.call("GET", "/teach/course-item/end", { token: await token("teacher2") });
    expect((await respond("student05", next.data.id, "下课了")).code).toBe(aiCodes.topicEnded);
    expect((await records("teacher2", next.data.id)).data.topic.status).toBe(2);
  });

  it("starts only in the teacher's own session in progress, with a title", async () => {
    const item = await freshSession("teacher1");
    const before = await rowCounts();
    const stranger = await start("teacher2", { courseItemId: item.id, title: "别人的课" });
    expect(stranger.status).toBe(403);
    const student = await start("student01", { courseItemId: item.id, title: "学生发起" });
    expect(student.status).toBe(403);
    const blank = await start("teacher1", { courseItemId: item.id, title: "   " });
    expect([blank.status, blank.msg]).toEqual([400, "请求参数不正确：body.title must not be blank"]);
    const noTitle = await start("teacher1", { courseItemId: item.id });
    expect(noTitle.status).toBe(400);
    const zeroDuration = await start("teacher1", { courseItemId: item.id, title: "x", duration: 0 });
    expect(zeroDuration.status).toBe(400);
    await s.call("GET", "/teach/course-item/end", { token: await token("teacher1") });
    const ended = await start("teacher1", { courseItemId: item.id, title: "下课后" });
    expect(ended.msg).toBe("课堂未开始或已结束，不能发起活动");
    expect(await rowCounts()).toEqual(before);
  });

  it("answers the AI calls with AI 服务未配置 and writes nothing, while the topic itself works", async () => {
    const item = await freshSession("teacher2");
    const t = (await start("teacher2", { courseItemId: item.id, title: "无 AI 的话题" })).data;
    const id = (await respond("student06", t.id, "我的看法")).data;
    const before = await rowCounts();
    const draft = await s.call("POST", "/teach/ai-topic/draft", {
      token: await token("teacher2"),
      body: { subject: "数据结构：栈", level: "大一" },
    });
    const summary = await s.call("POST", "/teach/ai-topic/summary", {
      token: await token("teacher2"),
      body: { aiTopicId: t.id },
    });
    const feedback = await s.call("POST", "/teach/ai-topic/record/feedback", {
      token: await token("student06"),
      body: { id },
    });
    for (const r of [draft, summary, feedback]) {
      expect([r.status, r.code, r.msg]).toEqual([200, aiCodes.notConfigured, aiMessages.notConfigured]);
      expect(r.headers.get("content-type")).toContain("application/json");
    }
    expect(await rowCounts()).toEqual(before);
    const [row] = await s.database.db
      .select()
      .from(schema.aiTopicSubmissions)
      .where(eq(schema.aiTopicSubmissions.id, id));
    expect(row!.aiReply).toBe("");
    expect((await end("teacher2", t.id)).data).toBe(true);
  });

  it("keeps the AI calls to their roles: draft and summary for teachers, feedback for the author", async () => {
    const item = await freshSession("teacher2");
    const t = (await start("teacher2", { courseItemId: item.id, title: "角色" })).data;
    const id = (await respond("student07", t.id, "回答")).data;
    const draft = await s.call("POST", "/teach/ai-topic/draft", {
      token: await token("student07"),
      body: { subject: "x", level: "y" },
    });
    expect(draft.status).toBe(403);
    const summary = await s.call("POST", "/teach/ai-topic/summary", {
      token: await token("teacher1"),
      body: { aiTopicId: t.id },
    });
    expect(summary.status).toBe(403);
    for (const who of ["student08", "teacher2"]) {
      const r = await s.call("POST", "/teach/ai-topic/record/feedback", { token: await token(who), body: { id } });
      expect(r.status, who).toBe(403);
    }
  });

  it("answers the student null when no topic runs in their session", async () => {
    await freshSession("teacher2");
    expect((await studentView("student01", {})).data).toBeNull();
  });
});
