import { describe, expect, it } from "vitest";

import type { AskQuestion } from "./question-api";
import { endedQuestionToShow, isSameAnswer, questionCardView } from "./question-card-state";

function question(over: Partial<AskQuestion> = {}): AskQuestion {
  return {
    id: 21,
    courseItemId: 7,
    title: "单调递增的函数",
    content: "",
    mode: 0,
    duration: 60,
    status: 1,
    startTime: 0,
    endTime: 60_000,
    answerCount: 0,
    type: 1,
    options: [
      { key: "A", text: "y = -x" },
      { key: "B", text: "y = x²" },
    ],
    answer: [],
    userIds: [],
    total: 30,
    myAnswer: null,
    ...over,
  } as AskQuestion;
}

const mine = { choices: ["B"], content: "" } as unknown as NonNullable<AskQuestion["myAnswer"]>;

describe("questionCardView", () => {
  it("offers the form for an open question not yet answered", () => {
    expect(questionCardView(question(), { remaining: 30, answeredHere: false })).toBe("open");
  });
  it("waits for the end once answered, here or on the server", () => {
    expect(questionCardView(question(), { remaining: 30, answeredHere: true })).toBe("answered");
    expect(questionCardView(question({ myAnswer: mine }), { remaining: 30, answeredHere: false })).toBe("answered");
  });
  it("is ending, not waiting, once the countdown reached 0 although the last answer said running", () => {
    expect(questionCardView(question({ myAnswer: mine }), { remaining: 0, answeredHere: false })).toBe("ending");
    expect(questionCardView(question(), { remaining: 0, answeredHere: false })).toBe("ending");
  });
  it("keeps waiting on an untimed question", () => {
    expect(questionCardView(question({ endTime: null }), { remaining: null, answeredHere: true })).toBe("answered");
  });
  it("shows the ended and cancelled states the server gives", () => {
    expect(questionCardView(question({ status: 2 }), { remaining: null, answeredHere: false })).toBe("ended");
    expect(questionCardView(question({ status: 3 }), { remaining: null, answeredHere: false })).toBe("cancelled");
    expect(questionCardView(null, { remaining: null, answeredHere: false })).toBe("empty");
  });
});

describe("endedQuestionToShow", () => {
  const ended = question({ id: 30, status: 2 });
  const older = question({ id: 20, status: 2 });
  it("finds the question the card showed last", () => {
    expect(endedQuestionToShow([ended, older], { lastShown: 20, courseItemId: 7 })).toBe(older);
  });
  it("after a reload, shows the newest question of this class when it has ended", () => {
    expect(endedQuestionToShow([ended, older], { lastShown: null, courseItemId: 7 })).toBe(ended);
  });
  it("brings back nothing from another class, nor a question of this class still running", () => {
    expect(endedQuestionToShow([ended], { lastShown: null, courseItemId: 8 })).toBeNull();
    expect(endedQuestionToShow([question({ id: 31 }), ended], { lastShown: null, courseItemId: 7 })).toBeNull();
    expect(endedQuestionToShow([ended], { lastShown: null, courseItemId: null })).toBeNull();
  });
});

describe("isSameAnswer", () => {
  it("compares choices in any order", () => {
    expect(isSameAnswer(2, { choices: ["C", "A"], content: "" }, { choices: ["A", "C"], content: "" })).toBe(true);
    expect(isSameAnswer(1, { choices: ["A"], content: "" }, { choices: ["B"], content: "" })).toBe(false);
  });
  it("compares a short answer's text without its outer spaces", () => {
    expect(isSameAnswer(4, { choices: [], content: " 递增 " }, { choices: [], content: "递增" })).toBe(true);
    expect(isSameAnswer(4, { choices: [], content: "递增" }, { choices: [], content: "递减" })).toBe(false);
  });
});
