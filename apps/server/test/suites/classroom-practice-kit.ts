// What the parts of the classroom practice suite share: the demo practice's four questions (single and
// multiple choice, true/false, free text), answers to them, a new classroom record in a fresh session,
// and the practice calls, bound to the suite's server.
import type { components } from "@smartclass/api";

import type { activityKit } from "../activity-kit.js";
import type { TestServer } from "../helpers.js";

export type Practice = components["schemas"]["ClassroomPractice"];
type PracticeRecord = components["schemas"]["PracticeRecord"];

export const QUESTIONS = [
  { type: 1, title: "栈的特点是？", options: ["先进先出", "后进先出", "随机访问"], answer: "1", score: 2 },
  { type: 2, title: "哪些是线性结构？", options: ["栈", "队列", "树", "图"], answer: "1,0", score: 3 },
  { type: 3, title: "队列是先进先出的", answer: "0", score: 1 },
  { type: 4, title: "说说栈的用途", answer: "函数调用、括号匹配", score: 4 },
];

/** Answers to QUESTIONS: single, multiple, true/false option indexes and a text. */
export const answersFor = (p: Practice, single: number[], multiple: number[], tf: number[], text: string) => [
  { questionId: p.questions[0]!.id, options: single },
  { questionId: p.questions[1]!.id, options: multiple },
  { questionId: p.questions[2]!.id, options: tf },
  { questionId: p.questions[3]!.id, content: text },
];

export type PracticeCalls = ReturnType<typeof practiceCalls>;

/** The practice calls, as each user makes them. */
export function practiceCalls(
  server: () => TestServer,
  kit: Pick<ReturnType<typeof activityKit>, "token" | "freshSession">,
) {
  const { token, freshSession } = kit;
  const s = server;

  /** A fresh session of the teacher's course with a classroom record in it. */
  async function newRecord(teacher: string) {
    const item = await freshSession(teacher);
    const r = await s().call<number>("POST", "/teach/classroom-record/create", {
      token: await token(teacher),
      body: { courseItemId: item.id, title: "课堂记录" },
    });
    return { item, recordId: r.data };
  }
  async function create(user: string, body: Record<string, unknown>) {
    return s().call<number>("POST", "/teach/classroom-practice/create", { token: await token(user), body });
  }
  async function get(user: string, id: number) {
    return s().call<Practice>("GET", "/teach/classroom-practice/get", { token: await token(user), query: { id } });
  }
  async function answer(user: string, id: number, answers: unknown[]) {
    return s().call<boolean>("POST", "/teach/classroom-practice/record", {
      token: await token(user),
      query: { id },
      body: { answers },
    });
  }
  async function detail(user: string, id: number, forUser?: number) {
    return s().call<PracticeRecord>("GET", "/teach/classroom-practice/record/detail", {
      token: await token(user),
      query: { id, ...(forUser !== undefined ? { userId: forUser } : {}) },
    });
  }
  async function listStu(user: string, courseId?: number) {
    return (
      await s().call<Practice[]>("GET", "/teach/classroom-practice/list/stu", {
        token: await token(user),
        query: courseId !== undefined ? { courseId } : {},
      })
    ).data;
  }
  async function todo(user: string) {
    return (await s().call<Practice[]>("GET", "/teach/course-item/stu/practice/todo", { token: await token(user) }))
      .data;
  }

  return { newRecord, create, get, answer, detail, listStu, todo };
}
