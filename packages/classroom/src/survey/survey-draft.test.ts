import { describe, expect, it } from "vitest";

import {
  addQuestion,
  emptySurveyDraft,
  isSurveyValid,
  MAX_SURVEY_QUESTIONS,
  moveQuestion,
  newChoice,
  removeQuestion,
  type SurveyDraft,
  toSurveyCreate,
  toSurveyStart,
  updateQuestion,
  validateSurvey,
} from "./survey-draft";

function filled(): SurveyDraft {
  let draft = { ...emptySurveyDraft(), title: "课堂反馈" };
  draft = updateQuestion(draft, 0, {
    title: "本节课的难度",
    options: [
      { ...newChoice(), text: "偏易" },
      { ...newChoice(), text: "适中" },
    ],
  });
  draft = addQuestion(draft, 4);
  draft = updateQuestion(draft, 1, { title: "给本节课打分" });
  draft = addQuestion(draft, 3);
  return updateQuestion(draft, 2, { title: "还有什么建议" });
}

describe("survey builder rules", () => {
  it("adds questions of each type; choice questions start with two empty choices", () => {
    const draft = addQuestion(addQuestion(emptySurveyDraft(), 2), 4);
    expect(draft.questions.map((q) => [q.type, q.options.length])).toEqual([
      [1, 2],
      [2, 2],
      [4, 0],
    ]);
  });

  it("stops at fifty questions", () => {
    let draft = emptySurveyDraft();
    for (let i = 0; i < 60; i += 1) draft = addQuestion(draft);
    expect(draft.questions).toHaveLength(MAX_SURVEY_QUESTIONS);
  });

  it("reorders and removes questions", () => {
    const draft = filled();
    expect(moveQuestion(draft, 2, 0).questions.map((q) => q.title)).toEqual([
      "还有什么建议",
      "本节课的难度",
      "给本节课打分",
    ]);
    expect(removeQuestion(draft, 1).questions.map((q) => q.title)).toEqual(["本节课的难度", "还有什么建议"]);
  });

  it("gives a question switched to a choice type two choices, and keeps choices when switched away", () => {
    const draft = filled();
    expect(updateQuestion(draft, 1, { type: 2 }).questions[1]?.options).toHaveLength(2);
    expect(updateQuestion(draft, 0, { type: 3 }).questions[0]?.options.map((o) => o.text)).toEqual(["偏易", "适中"]);
  });
});

describe("validateSurvey", () => {
  it("accepts a complete survey", () => {
    expect(validateSurvey(filled())).toEqual({});
  });

  it("asks for a title, at least one question, question titles and choice texts", () => {
    expect(validateSurvey({ ...filled(), title: " " }).title).toBe("请输入问卷标题");
    expect(validateSurvey({ ...filled(), questions: [] }).questions).toBe("请至少添加一道题目");
    const empty = emptySurveyDraft();
    const id = empty.questions[0]?.id ?? "";
    const errors = validateSurvey({ ...empty, title: "课堂反馈" });
    expect(errors.items?.[id]?.title).toBe("请输入题目");
    expect(Object.values(errors.items?.[id]?.optionTexts ?? {})).toEqual(["请填写选项内容", "请填写选项内容"]);
    expect(isSurveyValid(errors)).toBe(false);
  });

  it("refuses repeated choices and ignores the choices of text and rating questions", () => {
    const draft = updateQuestion(filled(), 0, {
      options: [
        { ...newChoice(), text: "偏易" },
        { ...newChoice(), text: "偏易" },
      ],
    });
    const id = draft.questions[0]?.id ?? "";
    expect(Object.values(validateSurvey(draft).items?.[id]?.optionTexts ?? {})).toEqual(["选项内容不能重复"]);
    const text = updateQuestion(draft, 0, { type: 3 });
    expect(validateSurvey(text)).toEqual({});
  });
});

describe("save and start bodies", () => {
  it("sends choices only for choice questions, and the duration only when limited", () => {
    expect(toSurveyCreate(filled())).toEqual({
      title: "课堂反馈",
      anonymous: false,
      questions: [
        { type: 1, title: "本节课的难度", options: ["偏易", "适中"] },
        { type: 4, title: "给本节课打分" },
        { type: 3, title: "还有什么建议" },
      ],
    });
    expect(toSurveyStart({ ...filled(), anonymous: true, duration: 300 }, 7)).toMatchObject({
      courseItemId: 7,
      anonymous: true,
      duration: 300,
      title: "课堂反馈",
    });
  });
});
