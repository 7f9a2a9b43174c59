import { describe, expect, it } from "vitest";

import type { SurveyQuestion } from "./survey-api";
import { answerSummary, answersFrom, toSurveyAnswer, validateAnswers } from "./survey-answers";

const questions: SurveyQuestion[] = [
  { id: 1, sort: 1, type: 1, title: "难度", options: ["偏易", "适中", "偏难"] },
  { id: 2, sort: 2, type: 2, title: "帮助", options: ["讲解", "讨论", "练习"] },
  { id: 3, sort: 3, type: 4, title: "打分", options: [] },
  { id: 4, sort: 4, type: 3, title: "建议", options: [] },
];

describe("validateAnswers", () => {
  it("asks for every question but free text, which may be left empty", () => {
    expect(validateAnswers(questions, {})).toEqual({
      1: "请回答此题",
      2: "请回答此题",
      3: "请回答此题",
    });
  });

  it("accepts a choice, several choices, a rating from 1 to 5 and a blank text", () => {
    const answers = {
      1: { options: [1], text: "", rating: null },
      2: { options: [0, 2], text: "", rating: null },
      3: { options: [], text: "", rating: 4 },
      4: { options: [], text: "  ", rating: null },
    };
    expect(validateAnswers(questions, answers)).toEqual({});
    expect(validateAnswers(questions, { ...answers, 3: { options: [], text: "", rating: 6 } })[3]).toBe("请回答此题");
  });
});

describe("toSurveyAnswer", () => {
  it("leaves out a free-text question left empty", () => {
    const body = toSurveyAnswer(31, questions, {
      1: { options: [0], text: "", rating: null },
      2: { options: [1], text: "", rating: null },
      3: { options: [], text: "", rating: 3 },
      4: { options: [], text: "   ", rating: null },
    });
    expect(body.answers.map((a) => a.questionId)).toEqual([1, 2, 3]);
  });

  it("sends option indexes, stars and trimmed text per question", () => {
    const body = toSurveyAnswer(31, questions, {
      1: { options: [1], text: "", rating: null },
      2: { options: [2, 0], text: "", rating: null },
      3: { options: [], text: "", rating: 5 },
      4: { options: [], text: " 多举例 ", rating: null },
    });
    expect(body).toEqual({
      itemSurveyId: 31,
      answers: [
        { questionId: 1, options: [1] },
        { questionId: 2, options: [0, 2] },
        { questionId: 3, rating: 5 },
        { questionId: 4, text: "多举例" },
      ],
    });
  });
});

describe("answered state", () => {
  it("reads the student's sent answers back and writes them as text", () => {
    const drafts = answersFrom({
      myAnswers: [
        { questionId: 2, options: [0, 2] },
        { questionId: 3, rating: 4 },
      ],
    });
    expect(answerSummary(questions[1] as SurveyQuestion, drafts[2])).toBe("讲解、练习");
    expect(answerSummary(questions[2] as SurveyQuestion, drafts[3])).toBe("4 星");
    expect(answerSummary(questions[3] as SurveyQuestion, drafts[4])).toBe("未作答");
  });
});
