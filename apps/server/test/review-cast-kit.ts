// What the peer-review and screen-cast suites share: an assignment (one choice and one text question)
// created, published and submitted through the real routes, the clock moved past its deadline, peer
// review opened; and a client for the big screen's event stream (server-sent events over fetch).
import type { components } from "@smartclass/api";
import { eq } from "drizzle-orm";

import { schema } from "../src/db/index.js";
import type { activityKit } from "./activity-kit.js";
import type { TestServer } from "./helpers.js";

type Kit = ReturnType<typeof activityKit>;
export type PeerReviewTask = components["schemas"]["PeerReviewTask"];
export type ScreenCastView = components["schemas"]["ScreenCastView"];
type StreamEvent = components["schemas"]["ScreenCastStreamEvent"];

export const HOUR = 3600_000;

export interface AssignmentOptions {
  peerReview?: { reviewsPerStudent: number; anonymous: boolean; reviewDeadlineIn?: number } | undefined;
  latePolicy?: "refuse" | "accept" | "penalty";
  title?: string;
}

export interface MadeAssignment {
  id: number;
  courseItemId: number;
  /** Question ids in order: [choice, text]. */
  questions: number[];
  /** Rubric criteria as stored: [{ id, title, points }]. */
  rubric: { id: number; title: string; points: number }[];
}

/** Assignment calls over HTTP, bound to one server and the activity kit's tokens. */
export function reviewCastKit(getServer: () => TestServer, kit: Kit) {
  const s = () => getServer();
  const { token } = kit;

  /** Creates and publishes an assignment due in an hour (by the server's clock) in a fresh session. */
  async function publishedAssignment(teacher: string, options: AssignmentOptions = {}): Promise<MadeAssignment> {
    const session = await kit.freshSession(teacher);
    const deadline = s().clock.now().getTime() + HOUR;
    const t = await token(teacher);
    const pr = options.peerReview;
    const created = await s().call<number>("POST", "/teach/assignment/create", {
      token: t,
      body: {
        courseItemId: session.id,
        title: options.title ?? "机器学习作业",
        description: "<p>回答下面两道题</p>",
        deadline,
        latePolicy: options.latePolicy ?? "refuse",
        peerReview: Boolean(pr),
        ...(pr
          ? {
              peerReviewSettings: {
                reviewsPerStudent: pr.reviewsPerStudent,
                anonymous: pr.anonymous,
                weight: 40,
                ...(pr.reviewDeadlineIn !== undefined ? { reviewDeadline: deadline + pr.reviewDeadlineIn } : {}),
                rubric: [
                  { title: "内容完整", description: "答到要点", points: 6 },
                  { title: "表达清楚", description: "", points: 4 },
                ],
              },
            }
          : {}),
        questions: [
          { type: 1, title: "哪一种是监督学习？", options: ["分类", "聚类"], answer: "0", score: 10 },
          { type: 4, title: "简述过拟合", score: 10 },
        ],
      },
    });
    if (created.code !== 0) throw new Error(`create: ${created.msg}`);
    const id = created.data;
    const published = await update(teacher, id, "published");
    if (published.code !== 0) throw new Error(`publish: ${published.msg}`);
    const questions = await s()
      .database.db.select({ id: schema.assignmentQuestions.id })
      .from(schema.assignmentQuestions)
      .where(eq(schema.assignmentQuestions.assignmentId, id))
      .orderBy(schema.assignmentQuestions.sort);
    const [row] = await s()
      .database.db.select({ peerReview: schema.assignments.peerReview })
      .from(schema.assignments)
      .where(eq(schema.assignments.id, id));
    return {
      id,
      courseItemId: session.id,
      questions: questions.map((q) => q.id),
      rubric: (row?.peerReview?.rubric ?? []).map((c) => ({ id: c.id, title: c.title, points: c.points })),
    };
  }

  /** Moves the assignment's stage (PUT update). */
  async function update(teacher: string, id: number, stage: string) {
    return s().call<boolean>("PUT", "/teach/assignment/update", { token: await token(teacher), body: { id, stage } });
  }

  /** Submits both answers (choice index `choice`, a text naming the student). */
  async function submit(student: string, a: MadeAssignment, choice = 0) {
    const r = await s().call<boolean>("POST", "/teach/assignment/record", {
      token: await token(student),
      query: { assignmentId: a.id },
      body: {
        answers: [
          { questionId: a.questions[0]!, options: [choice] },
          { questionId: a.questions[1]!, content: `${student} 的回答：模型记住了训练数据的噪声` },
        ],
      },
    });
    if (r.code !== 0) throw new Error(`submit ${student}: ${r.msg}`);
  }

  /** The student's peer-review tasks (of one assignment). */
  async function tasks(student: string, assignmentId?: number) {
    return s().call<PeerReviewTask[]>("GET", "/teach/assignment/student/peerreview/list", {
      token: await token(student),
      query: { assignmentId },
    });
  }

  /** Gives a review (POST grade/peerreview). */
  async function review(student: string, body: Record<string, unknown>) {
    return s().call<boolean>("POST", "/teach/assignment/grade/peerreview", { token: await token(student), body });
  }

  /** The allocated review rows of an assignment, as stored. */
  async function reviewRows(assignmentId: number) {
    return s()
      .database.db.select()
      .from(schema.assignmentReviews)
      .where(eq(schema.assignmentReviews.assignmentId, assignmentId))
      .orderBy(schema.assignmentReviews.id);
  }

  return { publishedAssignment, update, submit, tasks, review, reviewRows };
}

export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** Every event received, in order. */
  events: StreamEvent[];
  /** Comment lines received (heartbeats). */
  comments: string[];
  /** Resolves when the server closes the stream. */
  closed: Promise<void>;
  close(): void;
}

/** Opens the big screen's event stream with no token, as the public screen-in page does. */
export async function openCastStream(base: string, screenId: string): Promise<EventStreamClient> {
  const abort = new AbortController();
  const res = await fetch(`${base}/teach/assignment/castScreen/events?screenId=${encodeURIComponent(screenId)}`, {
    headers: { accept: "text/event-stream", "accept-encoding": "gzip, br" },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const closed = (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          for (const line of block.split("\n")) {
            if (line.startsWith("data: ")) events.push(JSON.parse(line.slice(6)) as StreamEvent);
            else if (line.startsWith(":")) comments.push(line);
          }
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return { status: res.status, headers: res.headers, events, comments, closed, close: () => abort.abort() };
}
