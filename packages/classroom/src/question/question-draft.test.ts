import { describe, expect, it } from "vitest";

import {
  addOption,
  emptyQuestionDraft,
  isQuestionValid,
  markRight,
  MAX_OPTIONS,
  moveOption,
  newOption,
  type QuestionDraft,
  removeOption,
  setOptionText,
  setType,
  toQuestionStart,
  validateQuestion,
  validScore,
} from "./question-draft";

function draft(over: Partial<QuestionDraft> = {}): QuestionDraft {
  const base = emptyQuestionDraft();
  const options = ["y = -x", "y = x²", "y = 1/x"].map((text) => newOption(text));
  return { ...base, title: "单调递增的函数", options: markRight(options, 1, true, true), ...over };
}

describe("options editor rules", () => {
  it("adds options up to ten (A–J) and no more", () => {
    let options = emptyQuestionDraft().options;
    while (options.length < MAX_OPTIONS) options = addOption(options);
    expect(options).toHaveLength(10);
    expect(addOption(options)).toHaveLength(10);
  });

  it("removes options down to two and no fewer", () => {
    let options = emptyQuestionDraft().options;
    options = removeOption(options, 0);
    options = removeOption(options, 0);
    expect(options).toHaveLength(2);
    expect(removeOption(options, 0)).toHaveLength(2);
  });

  it("moves an option with its right mark; the keys follow the new order", () => {
    const { options } = draft();
    const moved = moveOption(options, 1, 0);
    expect(moved.map((o) => o.text)).toEqual(["y = x²", "y = -x", "y = 1/x"]);
    expect(toQuestionStart(draft({ options: moved }), 7).answer).toEqual(["A"]);
    expect(moveOption(options, 2, 5).map((o) => o.text)).toEqual(["y = -x", "y = x²", "y = 1/x"]);
  });

  it("keeps one right option in a single-choice question, any number in a multiple-choice one", () => {
    const { options } = draft();
    const single = markRight(options, 2, true, true);
    expect(single.map((o) => o.right)).toEqual([false, false, true]);
    const multiple = markRight(markRight(options, 2, true, false), 0, true, false);
    expect(multiple.map((o) => o.right)).toEqual([true, true, true]);
    expect(markRight(multiple, 1, false, false).map((o) => o.right)).toEqual([true, false, true]);
  });

  it("keeps the first right option when a multiple-choice question becomes single-choice", () => {
    const multiple = draft({ type: 2 });
    const two = { ...multiple, options: markRight(multiple.options, 2, true, false) };
    expect(setType(two, 1).options.map((o) => o.right)).toEqual([false, true, false]);
    expect(setType(two, 4).options).toBe(two.options);
  });
});

describe("validateQuestion", () => {
  it("accepts a complete single-choice question", () => {
    expect(validateQuestion(draft(), 6)).toEqual({});
  });

  it("asks for a title, option texts without repeats, and a right answer", () => {
    const bad = draft({ title: "  ", options: [newOption("a"), newOption(""), newOption("a")] });
    const errors = validateQuestion(bad, 6);
    expect(errors.title).toBe("请输入题目标题");
    expect(Object.values(errors.optionTexts ?? {})).toEqual(["请填写选项内容", "选项内容不能重复"]);
    expect(errors.answer).toBe("请标记正确答案");
    expect(isQuestionValid(errors)).toBe(false);
  });

  it("refuses a title over 100 characters", () => {
    expect(validateQuestion(draft({ title: "题".repeat(101) }), 6).title).toBe("标题不能超过 100 个字");
  });

  it("asks for the right answer of a true/false question, none for a short answer", () => {
    expect(validateQuestion(draft({ type: 3, trueFalse: null }), 6).answer).toBe("请标记正确答案");
    expect(validateQuestion(draft({ type: 3, trueFalse: "F" }), 6)).toEqual({});
    expect(validateQuestion(draft({ type: 4, options: [] }), 6)).toEqual({});
  });

  it("checks the random count against the session and asks for named students", () => {
    expect(validateQuestion(draft({ mode: 1, randomCount: "7" }), 6).randomCount).toBe("请输入 1 到 6 之间的人数");
    expect(validateQuestion(draft({ mode: 1, randomCount: "1.5" }), 6).randomCount).toBeDefined();
    expect(validateQuestion(draft({ mode: 1, randomCount: "3" }), 6)).toEqual({});
    expect(validateQuestion(draft({ mode: 2, userIds: [] }), 6).userIds).toBe("请选择作答的学生");
  });
});

describe("toQuestionStart", () => {
  it("sends keyed options and the right keys of a choice question", () => {
    expect(toQuestionStart(draft({ content: " 题干 ", duration: 60 }), 7)).toEqual({
      courseItemId: 7,
      type: 1,
      title: "单调递增的函数",
      content: "题干",
      mode: 0,
      duration: 60,
      options: [
        { key: "A", text: "y = -x" },
        { key: "B", text: "y = x²" },
        { key: "C", text: "y = 1/x" },
      ],
      answer: ["B"],
    });
  });

  it("sends T or F for true/false and nothing else for a short answer", () => {
    expect(toQuestionStart(draft({ type: 3, trueFalse: "T" }), 7)).toMatchObject({ type: 3, answer: ["T"] });
    expect(toQuestionStart(draft({ type: 3, trueFalse: "T" }), 7).options).toBeUndefined();
    const short = toQuestionStart(draft({ type: 4 }), 7);
    expect(short.options).toBeUndefined();
    expect(short.answer).toBeUndefined();
  });

  it("sends the students who answer in random and named modes", () => {
    expect(toQuestionStart(draft({ mode: 2, userIds: [101, 103] }), 7, [101, 103])).toMatchObject({
      mode: 2,
      userIds: [101, 103],
    });
    expect(toQuestionStart(draft(), 7, [101]).userIds).toBeUndefined();
  });

  it("trims option texts", () => {
    const options = setOptionText(draft().options, 0, "  y = -x  ");
    expect(toQuestionStart(draft({ options }), 7).options?.[0]).toEqual({ key: "A", text: "y = -x" });
  });
});

describe("validScore", () => {
  it("accepts 0 to 100 with one decimal at most", () => {
    for (const ok of ["0", "9.5", "100", " 60 "]) expect(validScore(ok)).toBe(true);
    for (const bad of ["", "-1", "100.5", "101", "9.55", "abc", "1e2"]) expect(validScore(bad)).toBe(false);
  });
});
