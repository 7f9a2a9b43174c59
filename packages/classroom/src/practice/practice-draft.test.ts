import { describe, expect, it } from "vitest";

import { emptyChoice, emptyQuestion } from "../assignment/assignment-draft";
import { emptyPracticeDraft, practiceDraftErrors, practiceInput } from "./practice-draft";

const filled = () => ({
  title: " 随堂练习 ",
  minutes: "10",
  questions: [
    {
      ...emptyQuestion(2),
      title: "选出递增函数",
      options: [emptyChoice("x", true), emptyChoice("-x"), emptyChoice("√x", true)],
    },
    { ...emptyQuestion(3), title: "常数函数单调", trueFalse: "1", points: "2" },
    { ...emptyQuestion(4), title: "定义", reference: " 任取 x1 < x2 ", points: "5" },
  ],
});

describe("practiceDraftErrors", () => {
  it("asks for a title, a question text, choices and a right answer", () => {
    const errors = practiceDraftErrors(emptyPracticeDraft());
    expect(errors.title).toBe("请输入练习标题");
    expect(errors["questions.0.title"]).toBe("请输入题目");
    expect(errors["questions.0.options.0.text"]).toBe("请填写选项内容");
  });

  it("takes an empty time limit, refuses one outside 1–1440 whole minutes", () => {
    expect(practiceDraftErrors({ ...filled(), minutes: "" })).toEqual({});
    expect(practiceDraftErrors({ ...filled(), minutes: "0" }).minutes).toBe("限时应为 1 到 1440 之间的整数");
    expect(practiceDraftErrors({ ...filled(), minutes: "1.5" }).minutes).toBeDefined();
  });
});

describe("practiceInput", () => {
  it("sends seconds, publish, and right answers as option indexes", () => {
    expect(practiceInput(5, filled(), true)).toEqual({
      classroomRecordId: 5,
      title: "随堂练习",
      duration: 600,
      publish: true,
      questions: [
        { type: 2, title: "选出递增函数", options: ["x", "-x", "√x"], answer: "0,2", score: 10 },
        { type: 3, title: "常数函数单调", options: ["正确", "错误"], answer: "1", score: 2 },
        { type: 4, title: "定义", options: [], answer: "任取 x1 < x2", score: 5 },
      ],
    });
  });

  it("leaves the duration out without a time limit", () => {
    expect(practiceInput(5, { ...filled(), minutes: "" }, false)).not.toHaveProperty("duration");
  });
});
