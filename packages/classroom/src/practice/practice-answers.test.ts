import { describe, expect, it } from "vitest";

import { asSubmissionAnswers, fullMarks, practiceCardState, tally } from "./practice-answers";

describe("practiceCardState", () => {
  it("offers the form only while open and not answered", () => {
    expect(practiceCardState({ status: 1, done: false })).toBe("open");
    expect(practiceCardState({ status: 1 })).toBe("open");
    expect(practiceCardState({ status: 1, done: true })).toBe("submitted");
    expect(practiceCardState({ status: 1, done: false }, true)).toBe("submitted");
  });

  it("shows results after the end to those who answered, and says so to those who did not", () => {
    expect(practiceCardState({ status: 2, done: true })).toBe("results");
    expect(practiceCardState({ status: 2, done: false })).toBe("missed");
    expect(practiceCardState({ status: 0 })).toBe("unpublished");
  });
});

describe("record answers", () => {
  const record = {
    answers: [
      { questionId: 1, content: "", options: [0], correct: true, score: 2 },
      { questionId: 2, content: "", options: [1], correct: false, score: 0 },
      { questionId: 3, content: "定义", options: [], correct: null, score: null },
    ],
  };

  it("counts right and wrong, leaving unmarked text answers out", () => {
    expect(tally(record)).toEqual({ right: 1, wrong: 1 });
  });

  it("maps to the assignment view's answers without files", () => {
    expect(asSubmissionAnswers(record)[2]).toEqual({
      questionId: 3,
      content: "定义",
      options: [],
      fileUrls: [],
      score: null,
    });
  });

  it("adds the questions' scores to full marks", () => {
    expect(fullMarks({ questions: [{ score: 0.1 }, { score: 0.2 }, { score: 4 }] as never })).toBe(4.3);
  });
});
