// The events replayed after a reconnect: a start that a later replayed ending cancelled is skipped, the
// newest of each kind is acted on if its activity still runs, and nothing runs on a failed lookup.
import { describe, expect, it } from "vitest";

import type { StudentPracticeApi } from "../practice/practice-api";
import type { StudentQuestionApi } from "../question/question-api";
import type { StudentCheckInApi } from "../check-in/check-in-api";
import { resolveReplay } from "./replay-check";
import { planReplay } from "./replay-plan";

const ask = (questionId: number) => ({ type: "askQuestion", questionId, courseItemId: 3, replayed: true });
const practice = (id: number) => ({ type: "practice", id, courseItemId: 3, replayed: true });
const signIn = (signInId: number) => ({ type: "signIn", signInId, courseItemId: 3, replayed: true });
const ended = (activity: string, id: number, status = 2) => ({
  type: "activityChanged",
  activity,
  id,
  courseItemId: 3,
  status,
  replayed: true,
});

/** What the plan would open, show and announce, newest first. */
function summary(batch: Parameters<typeof planReplay>[0]) {
  const plan = planReplay(batch);
  return {
    navigate: plan.navigate.map((c) => (c.reaction.kind === "navigate" ? c.reaction.to : "")),
    signIn: plan.signIn.map((c) => (c.reaction.kind === "show-sign-in" ? c.reaction.signInId : 0)),
    pick: plan.pick.map((c) => c.event.type),
  };
}

/** Slices answering from fixed states, recording what they were asked. */
function slices(state: {
  questions?: Record<number, { status: number; answered?: boolean }>;
  practices?: Record<number, { status: number; done?: boolean }>;
  todoSignIn?: number | null;
}) {
  const asked: string[] = [];
  const questions = {
    studentQuestionPreview: async (id: number) => {
      asked.push(`question ${id}`);
      const q = state.questions?.[id];
      if (!q) throw new Error("not found");
      return { id, status: q.status, myAnswer: q.answered ? "A" : null };
    },
  } as unknown as StudentQuestionApi;
  const practices = {
    practice: async (id: number) => {
      asked.push(`practice ${id}`);
      const p = state.practices?.[id];
      if (!p) throw new Error("not found");
      return { id, status: p.status, done: p.done ?? false };
    },
  } as unknown as StudentPracticeApi;
  const checkIn = {
    studentCurrentClass: async () => ({ id: 3 }),
    studentTodoSignIn: async () => state.todoSignIn ?? null,
  } as unknown as StudentCheckInApi;
  return { asked, slices: { questions, practices, checkIn } };
}

describe("planReplay", () => {
  it("skips a start that a later replayed ending or cancellation closed", () => {
    expect(summary([ask(1), ended("askQuestion", 1), practice(7), ended("practice", 7, 3)])).toEqual({
      navigate: [],
      signIn: [],
      pick: [],
    });
  });

  it("keeps a start whose ending in the batch is for another activity, or came before it", () => {
    expect(summary([ended("askQuestion", 2), ask(2), ask(1), ended("askQuestion", 9)]).navigate).toEqual([
      "/student/question",
      "/student/question",
    ]);
  });

  it("lists the newest first for each thing the page can do, and ignores what opens nothing", () => {
    const batch = [
      ask(1),
      signIn(5),
      practice(7),
      { type: "survey", itemSurveyId: 4, replayed: true },
      { type: "questionAnswered", questionId: 1, courseItemId: 3, answerCount: 2, replayed: true },
      { type: "random", courseItemId: 3, questionId: 1, replayed: true },
      ended("signIn", 5, 1),
    ];
    expect(summary(batch)).toEqual({
      navigate: ["/student/practice/info/7", "/student/question"],
      signIn: [5],
      pick: ["random"],
    });
  });

  it("a pick during a question that ended in the batch is skipped", () => {
    const batch = [
      ask(1),
      { type: "specific", courseItemId: 3, questionId: 1, replayed: true },
      ended("askQuestion", 1),
    ];
    expect(summary(batch).pick).toEqual([]);
  });
});

describe("resolveReplay", () => {
  it("opens the newest page whose activity still runs for the student, checking no further", async () => {
    const { asked, slices: s } = slices({ practices: { 7: { status: 2 } }, questions: { 1: { status: 1 } } });
    const chosen = await resolveReplay(planReplay([ask(1), practice(7)]), s);
    expect(chosen.map((c) => c.reaction)).toEqual([{ kind: "navigate", to: "/student/question" }]);
    expect(asked).toEqual(["practice 7", "question 1"]);
  });

  it("does not open a question the student has answered, nor a practice they have done", async () => {
    const { slices: s } = slices({
      questions: { 1: { status: 1, answered: true } },
      practices: { 7: { status: 1, done: true } },
    });
    expect(await resolveReplay(planReplay([ask(1), practice(7)]), s)).toEqual([]);
  });

  it("shows a replayed sign-in only while the student still has to answer it", async () => {
    const open = slices({ todoSignIn: 5 });
    expect((await resolveReplay(planReplay([signIn(5)]), open.slices)).map((c) => c.reaction)).toEqual([
      { kind: "show-sign-in", signInId: 5 },
    ]);
    const done = slices({ todoSignIn: null });
    expect(await resolveReplay(planReplay([signIn(5)]), done.slices)).toEqual([]);
  });

  it("a lookup that fails leaves the page where it is", async () => {
    const { slices: s } = slices({});
    expect(await resolveReplay(planReplay([ask(1)]), s)).toEqual([]);
  });

  it("a pick about no question is announced only if it is recent", async () => {
    const now = () => 1_000_000;
    const recent = { type: "random", courseItemId: 3, questionId: null, at: 990_000, replayed: true };
    const old = { ...recent, at: 900_000 };
    expect(await resolveReplay(planReplay([recent]), {}, now)).toHaveLength(1);
    expect(await resolveReplay(planReplay([old]), {}, now)).toEqual([]);
  });
});
