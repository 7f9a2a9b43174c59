import { describe, expect, it } from "vitest";

import { assignment } from "../stories/mock-assignment";
import {
  assignmentInput,
  type AssignmentDraft,
  draftErrors,
  draftOf,
  draftResolver,
  emptyChoice,
  emptyDraft,
  totalPoints,
} from "./assignment-draft";
import { toLocalInput } from "./assignment-format";

const now = Date.UTC(2026, 10, 23, 1, 0);
const HOUR = 3_600_000;

/** A complete draft: one single-choice question with B right, deadline in a day. */
function filled(over: Partial<AssignmentDraft> = {}): AssignmentDraft {
  return {
    ...emptyDraft(),
    title: "练习一",
    questions: [
      {
        type: 1,
        title: "选 B",
        options: [emptyChoice("甲"), emptyChoice("乙", true)],
        trueFalse: "",
        reference: "",
        points: "10",
      },
    ],
    deadline: toLocalInput(now + 24 * HOUR),
    ...over,
  };
}

describe("assignment draft rules", () => {
  it("asks for a title, a question's text, every choice's text and a right answer", () => {
    const errors = draftErrors(emptyDraft(), { intent: "draft", now });
    expect(errors).toMatchObject({
      title: "请输入作业标题",
      "questions.0.title": "请输入题目",
      "questions.0.options.0.text": "请填写选项内容",
      "questions.0.options.1.text": "请填写选项内容",
      "questions.0.options.root": "请标出正确答案",
    });
  });

  it("lets a draft go without a deadline but not a publication, nor with a past one", () => {
    const noDeadline = filled({ deadline: "" });
    expect(draftErrors(noDeadline, { intent: "draft", now })).toEqual({});
    expect(draftErrors(noDeadline, { intent: "publish", now })).toEqual({ deadline: "发布作业需要截止时间" });
    const past = filled({ deadline: toLocalInput(now - HOUR) });
    expect(draftErrors(past, { intent: "publish", now })).toEqual({ deadline: "截止时间必须晚于现在" });
  });

  it("refuses two right answers on a single-choice question and a true/false without its answer", () => {
    const two = filled();
    two.questions[0]!.options = [emptyChoice("甲", true), emptyChoice("乙", true)];
    two.questions.push({ type: 3, title: "对吗", options: [], trueFalse: "", reference: "", points: "5" });
    expect(draftErrors(two, { intent: "draft", now })).toEqual({
      "questions.0.options.root": "单选题只能有一个正确答案",
      "questions.1.trueFalse": "请标出正确答案",
    });
  });

  it("checks peer review: 1–5 reviews, weight 0–100, review deadline after the deadline, a rubric", () => {
    const values = filled({
      peerReview: true,
      reviewsPerStudent: "6",
      weight: "120",
      reviewDeadline: toLocalInput(now + HOUR),
      rubric: [{ title: "", description: "", points: "0" }],
    });
    expect(draftErrors(values, { intent: "draft", now })).toEqual({
      reviewsPerStudent: "每人评阅 1 到 5 份",
      weight: "比例应在 0 到 100 之间",
      reviewDeadline: "互评截止时间必须晚于作业截止时间",
      "rubric.0.title": "请输入标准名称",
      "rubric.0.points": "满分应在 1 到 100 之间",
    });
    expect(draftErrors({ ...values, rubric: [] }, { intent: "draft", now })["rubric.root"]).toBe(
      "互评需要至少一条评分标准",
    );
  });

  it("gives react-hook-form nested errors (arrays for list indexes)", async () => {
    const result = await draftResolver(
      emptyDraft(),
      { intent: "draft", now },
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    );
    const questions = result.errors.questions as unknown as { title: { message: string } }[];
    expect(Array.isArray(questions)).toBe(true);
    expect(questions[0]?.title.message).toBe("请输入题目");
  });

  it("converts to the contract: answers as option indexes, true/false options, penalty only with penalty", () => {
    const values = filled({ latePolicy: "penalty", latePenalty: "15" });
    values.questions.push(
      { type: 3, title: "对吗", options: [], trueFalse: "1", reference: "", points: "5" },
      { type: 4, title: "证明", options: [], trueFalse: "", reference: " 作差 ", points: "20" },
      { type: 5, title: "上传图像", options: [], trueFalse: "", reference: "", points: "15" },
    );
    const input = assignmentInput(values);
    expect(input.questions).toEqual([
      { type: 1, title: "选 B", score: 10, options: ["甲", "乙"], answer: "1" },
      { type: 3, title: "对吗", score: 5, options: ["正确", "错误"], answer: "1" },
      { type: 4, title: "证明", score: 20, options: [], answer: "作差" },
      { type: 5, title: "上传图像", score: 15, options: [], answer: "" },
    ]);
    expect(input).toMatchObject({ latePolicy: "penalty", latePenalty: 15, peerReview: false });
    expect(input.peerReviewSettings).toBeUndefined();
    expect(totalPoints(values.questions)).toBe(50);
  });

  it("edits a saved assignment and sends it back unchanged", () => {
    const saved = assignment({ stage: "draft" });
    const input = assignmentInput(draftOf(saved));
    expect(input.questions.map((q) => q.answer)).toEqual(saved.questions.map((q) => q.answer));
    expect(input.questions.map((q) => q.id)).toEqual(saved.questions.map((q) => q.id));
    expect(input.peerReviewSettings?.rubric.map((c) => c.points)).toEqual([6, 4]);
    expect(input.deadline).toBe(Math.floor(saved.deadline! / 60_000) * 60_000);
  });
});
