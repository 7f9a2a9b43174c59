// What the live-activity suites (questions, random pick, surveys) share: tokens and user ids of the
// demo accounts, fresh class sessions, push clients that record every frame, waiting for frames,
// and every table's row count (to prove that refused calls wrote nothing).
import type { components } from "@smartclass/api";
import { count, eq, getTableName, isTable } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import WebSocket from "ws";

import { schema } from "../src/db/index.js";
import type { TestServer } from "./helpers.js";

/** The schemas the question suites read. */
export type AskQuestion = components["schemas"]["AskQuestion"];
export type QuestionSummary = components["schemas"]["AskQuestionSummary"];
export type QuestionCompletion = components["schemas"]["QuestionCompletion"];
export type Paged<T> = { list: T[]; total: number };

/** The options of the demo choice questions. */
export const CHOICES = [
  { key: "A", text: "监督学习" },
  { key: "B", text: "无监督学习" },
  { key: "C", text: "强化学习" },
  { key: "D", text: "迁移学习" },
];

export interface PushClient {
  ws: WebSocket;
  /**
   * Every JSON event received, in order, as the page sees it: pong, hello and resync frames left out,
   * and without the delivery fields every event frame carries (its per-user `seq` and time `at`).
   */
  events: Record<string, unknown>[];
  /** Events of one type. */
  of(type: string): Record<string, unknown>[];
  close(): Promise<void>;
}

/** The demo students `from` … `to` (student01 …). */
export const students = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `student${String(from + i).padStart(2, "0")}`);

/** Waits until `check` holds (false after `ms`). */
export async function until(check: () => boolean, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Per-file helpers bound to one test server. */
export function activityKit(getServer: () => TestServer) {
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();
  const s = () => getServer();

  async function token(username: string): Promise<string> {
    // Sessions are opened directly: forty password logins would only measure scrypt.
    if (!tokens.has(username))
      tokens.set(username, (await s().services.auth.login(await userId(username))).accessToken);
    return tokens.get(username)!;
  }

  async function userId(username: string): Promise<number> {
    if (!ids.has(username)) {
      const [u] = await s()
        .database.db.select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.username, username));
      if (!u) throw new Error(`no user ${username}`);
      ids.set(username, u.id);
    }
    return ids.get(username)!;
  }

  /** The seeded course of a teacher (teacher1: 人工智能导论, 40 students; teacher2: 数据结构, 10). */
  async function courseOf(teacher: string): Promise<number> {
    const [c] = await s()
      .database.db.select({ id: schema.courses.id })
      .from(schema.courses)
      .where(eq(schema.courses.teacherId, await userId(teacher)))
      .orderBy(schema.courses.id)
      .limit(1);
    return c!.id;
  }

  /** Ends the teacher's class in progress and starts a new session of their seeded course. */
  async function freshSession(teacher: string): Promise<{ id: number; courseId: number }> {
    const t = await token(teacher);
    await s().call("GET", "/teach/course-item/end", { token: t });
    const courseId = await courseOf(teacher);
    const now = s().clock.now();
    const [item] = await s()
      .database.db.insert(schema.courseItems)
      .values({
        courseId,
        teacherId: await userId(teacher),
        name: `测试课 ${now.getTime()}`,
        planStart: now,
        planEnd: new Date(now.getTime() + 3600_000),
      })
      .returning();
    const started = await s().call("GET", "/teach/course-item/start/courseItem", {
      token: t,
      query: { courseItemId: item!.id },
    });
    if (started.code !== 0) throw new Error(`start session: ${started.msg}`);
    return { id: item!.id, courseId };
  }

  /**
   * Connects a push client for a user as the console does (the token in the first frame, no number to
   * resume from) and waits for the server's hello: events sent before it are not this client's.
   */
  async function connect(username: string): Promise<PushClient> {
    const accessToken = await token(username);
    const url = new URL(`${s().base.replace(/^http/, "ws")}/infra/ws`);
    const ws = new WebSocket(url);
    const events: Record<string, unknown>[] = [];
    let greeted = false;
    ws.on("message", (d) => {
      const text = d.toString();
      if (text === "pong") return;
      const { seq: _seq, at: _at, replayed: _replayed, ...event } = JSON.parse(text) as Record<string, unknown>;
      if (event.type === "hello") greeted = true;
      else if (event.type !== "resync") events.push(event);
    });
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    ws.send(JSON.stringify({ type: "auth", token: accessToken, lastSeq: null }));
    if (!(await until(() => greeted))) throw new Error(`${username} not greeted`);
    const id = await userId(username);
    if (!(await until(() => s().services.push.isOnline(id)))) throw new Error(`${username} not online`);
    return {
      ws,
      events,
      of: (type) => events.filter((e) => e.type === type),
      close: () =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once("close", () => resolve());
          ws.close();
        }),
    };
  }

  /** Connects several users at once, by user name. */
  async function connectAll(usernames: string[]): Promise<Map<string, PushClient>> {
    const clients = await Promise.all(usernames.map(connect));
    return new Map(usernames.map((u, i) => [u, clients[i]!]));
  }

  async function closeAll(clients: Map<string, PushClient>) {
    await Promise.all([...clients.values()].map((c) => c.close()));
  }

  /** Row counts of every table (login bookkeeping left out): equal before and after = nothing written. */
  async function rowCounts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const t of Object.values(schema).filter((x) => isTable(x)) as unknown as PgTable[]) {
      const [row] = await s().database.db.select({ n: count() }).from(t);
      out[getTableName(t)] = row?.n ?? 0;
    }
    delete out.login_failures;
    delete out.auth_sessions;
    delete out.refresh_tokens;
    // The push history is delivery bookkeeping (and a refused call's earlier pushes may still be landing).
    delete out.push_events;
    delete out.push_counters;
    // The retention job's log of its daily runs is the server's bookkeeping, not a write of a call.
    delete out.retention_runs;
    return out;
  }

  /**
   * Publishes a one-question true/false practice (栈是后进先出的, 5 points, right answer 正确) in the
   * session's automatic record, and has `student` answer it right; answers the practice's id.
   */
  async function practiseOnce(teacher: string, courseItemId: number, student: string): Promise<number> {
    const [record] = await s()
      .database.db.select()
      .from(schema.classroomRecords)
      .where(eq(schema.classroomRecords.courseItemId, courseItemId));
    const practice = await s().call<number>("POST", "/teach/classroom-practice/create", {
      token: await token(teacher),
      body: {
        classroomRecordId: record!.id,
        title: "随堂练习",
        publish: true,
        questions: [{ type: 3, title: "栈是后进先出的", answer: "0", score: 5 }],
      },
    });
    const [question] = await s()
      .database.db.select()
      .from(schema.practiceQuestions)
      .where(eq(schema.practiceQuestions.practiceId, practice.data));
    const answered = await s().call("POST", "/teach/classroom-practice/record", {
      token: await token(student),
      query: { id: practice.data },
      body: { answers: [{ questionId: question!.id, options: [0] }] },
    });
    if (answered.code !== 0) throw new Error(`${student} could not answer the practice: ${answered.msg}`);
    return practice.data;
  }

  return { token, userId, courseOf, freshSession, connect, connectAll, closeAll, rowCounts, practiseOnce };
}

/** The question calls the suites make, bound to one test server. */
export function questionCalls(getServer: () => TestServer, token: (username: string) => Promise<string>) {
  const s = () => getServer();
  return {
    async start(teacher: string, body: Record<string, unknown>) {
      return s().call<AskQuestion>("POST", "/teach/ask-question/start", { token: await token(teacher), body });
    },
    async answer(student: string, body: Record<string, unknown>) {
      return s().call<number>("POST", "/teach/ask-question/record", { token: await token(student), body });
    },
    /** The open question as the student sees it (GET /teach/ask-question/student). */
    async studentView(student: string, courseItemId: number) {
      return (
        await s().call<AskQuestion | null>("GET", "/teach/ask-question/student", {
          token: await token(student),
          query: { courseItemId },
        })
      ).data;
    },
    async todo(student: string, courseItemId: number) {
      return (
        await s().call<components["schemas"]["StudentTodo"]>("GET", "/teach/course-item/stu/todo", {
          token: await token(student),
          query: { courseItemId },
        })
      ).data;
    },
    /** A question's answers as stored. */
    async answersOf(questionId: number) {
      return s()
        .database.db.select()
        .from(schema.questionAnswers)
        .where(eq(schema.questionAnswers.questionId, questionId));
    },
  };
}
