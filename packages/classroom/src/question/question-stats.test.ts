import { describe, expect, it } from "vitest";

import type { AskQuestion, AskQuestionSummary, QuestionAnswer } from "./question-api";
import { answerText, correctRate, distribution, rightAnswerText, withAnswer } from "./question-stats";

const question: AskQuestion = {
  id: 21,
  courseItemId: 7,
  title: "单调递增的函数",
  content: "",
  type: 2,
  options: [
    { key: "A", text: "y = x" },
    { key: "B", text: "y = x²" },
    { key: "C", text: "y = -x" },
  ],
  answer: ["A", "B"],
  mode: 0,
  userIds: [],
  total: 4,
  answerCount: 0,
  status: 1,
  startTime: 0,
  endTime: null,
  duration: null,
};

function answer(id: number, choices: string[], correct: boolean | null): QuestionAnswer {
  return {
    id,
    questionId: 21,
    userId: 100 + id,
    nickname: `学生${id}`,
    choices,
    content: "",
    correct,
    score: null,
    images: [],
    createTime: id,
  };
}

describe("correctRate", () => {
  it("is the whole percent of right answers among those judged", () => {
    const records = [answer(1, ["A", "B"], true), answer(2, ["A"], false), answer(3, ["A", "B"], true)];
    expect(correctRate(records)).toEqual({ correct: 2, judged: 3, rate: 67 });
  });

  it("is null when nothing could be judged", () => {
    expect(correctRate([])).toEqual({ correct: 0, judged: 0, rate: null });
    expect(correctRate([answer(1, [], null)]).rate).toBeNull();
  });
});

describe("distribution", () => {
  it("counts each option a multiple-choice answer chose, as a share of the answers", () => {
    const records = [
      answer(1, ["A", "B"], true),
      answer(2, ["A"], false),
      answer(3, ["C"], false),
      answer(4, ["A"], false),
    ];
    expect(distribution(question, records)).toEqual([
      { key: "A", text: "y = x", count: 3, percent: 75, right: true },
      { key: "B", text: "y = x²", count: 1, percent: 25, right: true },
      { key: "C", text: "y = -x", count: 1, percent: 25, right: false },
    ]);
  });

  it("shows zero shares before any answer", () => {
    expect(distribution(question, []).map((share) => share.percent)).toEqual([0, 0, 0]);
  });
});

describe("withAnswer", () => {
  const summary: AskQuestionSummary = { question, records: [answer(1, ["A"], false)], total: 4 };

  it("adds a pushed answer and takes the pushed count", () => {
    const next = withAnswer(summary, answer(2, ["B"], false), 2);
    expect(next.records.map((r) => r.id)).toEqual([1, 2]);
    expect(next.question.answerCount).toBe(2);
  });

  it("replaces a repeat of the same record or student instead of counting it twice", () => {
    const again = withAnswer(summary, { ...answer(1, ["A"], false), score: 5 }, 1);
    expect(again.records).toHaveLength(1);
    expect(again.records[0]?.score).toBe(5);
    expect(again.question.answerCount).toBe(1);
  });

  it("never counts fewer than the answers held (an event out of order)", () => {
    const next = withAnswer(withAnswer(summary, answer(3, ["C"], false), 3), answer(2, ["B"], false), 2);
    expect(next.question.answerCount).toBe(3);
  });
});

describe("answerText", () => {
  it("names the chosen options, 正确/错误 for true/false, the text of a short answer", () => {
    expect(answerText(question, { choices: ["A", "B"], content: "" })).toBe("A. y = x、B. y = x²");
    expect(answerText({ type: 3, options: [] }, { choices: ["F"], content: "" })).toBe("错误");
    expect(answerText({ type: 4, options: [] }, { choices: [], content: "递增" })).toBe("递增");
    expect(rightAnswerText(question)).toBe("A. y = x、B. y = x²");
  });
});
