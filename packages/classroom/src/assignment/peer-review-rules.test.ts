import { describe, expect, it } from "vitest";

import { myStateOf, submitBlock } from "./student-assignment-state";
import {
  draftOf,
  reviewWindowOpen,
  reviewWindowText,
  rubricErrors,
  rubricSum,
  toPeerReviewGrade,
} from "./peer-review-rules";

const rubric = [
  { id: 1, title: "思路清晰", description: "", points: 6 },
  { id: 2, title: "书写规范", description: "", points: 4 },
];
const settings = (reviewDeadline: number | null) => ({
  reviewsPerStudent: 2,
  anonymous: true,
  reviewDeadline,
  weight: 20,
  rubric,
});

describe("peer review rules", () => {
  it("opens the window only in stage peerReview and until the review deadline", () => {
    expect(reviewWindowOpen({ stage: "peerReview", peerReviewSettings: settings(null) }, 5)).toBe(true);
    expect(reviewWindowOpen({ stage: "peerReview", peerReviewSettings: settings(10) }, 10)).toBe(true);
    expect(reviewWindowOpen({ stage: "peerReview", peerReviewSettings: settings(10) }, 11)).toBe(false);
    expect(reviewWindowText({ stage: "published", peerReviewSettings: settings(null) }, 0)).toBe("互评还未开始");
    expect(reviewWindowText({ stage: "grade", peerReviewSettings: settings(null) }, 0)).toBe("互评已结束");
  });

  it("asks for whole points within each criterion's range", () => {
    expect(rubricErrors(rubric, {})).toEqual({ 1: "请为此项打分", 2: "请为此项打分" });
    expect(rubricErrors(rubric, { 1: "7", 2: "2.5" })).toEqual({
      1: "请输入 0 到 6 之间的整数",
      2: "请输入 0 到 4 之间的整数",
    });
    expect(rubricErrors(rubric, { 1: "-1", 2: "0" })).toEqual({ 1: "请输入 0 到 6 之间的整数" });
    expect(rubricErrors(rubric, { 1: "6", 2: "0" })).toEqual({});
  });

  it("sums the valid points against the rubric's full points", () => {
    expect(rubricSum(rubric, { 1: "5", 2: "x" })).toEqual({ sum: 5, of: 10 });
    expect(rubricSum(rubric, { 1: "5", 2: "3" })).toEqual({ sum: 8, of: 10 });
  });

  it("sends every criterion's points and a trimmed comment", () => {
    expect(toPeerReviewGrade(61, 102, rubric, { 1: "5", 2: "3" }, "  很好 ")).toEqual({
      assignmentId: 61,
      userId: 102,
      criteria: [
        { criterionId: 1, points: 5 },
        { criterionId: 2, points: 3 },
      ],
      comment: "很好",
    });
    expect(toPeerReviewGrade(61, 102, rubric, { 1: "0", 2: "0" }, " ")).not.toHaveProperty("comment");
  });

  it("starts a changed review from the points given before, and an unreviewed one empty", () => {
    const given = [
      { criterionId: 1, points: 5 },
      { criterionId: 2, points: 0 },
    ];
    expect(draftOf({ criteria: given })).toEqual({ 1: "5", 2: "0" });
    expect(draftOf({ criteria: [] })).toEqual({});
    expect(draftOf({})).toEqual({});
  });
});

describe("the student's assignment state", () => {
  it("names the row's state", () => {
    expect(myStateOf({ mySubmitted: false, myDraft: false, myFinalScore: null })).toBe("notSubmitted");
    expect(myStateOf({ mySubmitted: false, myDraft: true, myFinalScore: null })).toBe("draft");
    expect(myStateOf({ mySubmitted: true, myDraft: false, myFinalScore: null })).toBe("submitted");
    expect(myStateOf({ mySubmitted: true, myDraft: false, myFinalScore: 81.5 })).toBe("graded");
  });

  it("keeps the server's submit rule: published only, later stages only with late work accepted", () => {
    const at = (stage: "published" | "peerReview" | "grade" | "final", latePolicy: "refuse" | "accept") =>
      submitBlock({ stage, deadline: 100, latePolicy }, 50);
    expect(at("published", "refuse")).toBeNull();
    expect(at("peerReview", "accept")).toBeNull();
    expect(at("grade", "accept")).toBeNull();
    expect(at("peerReview", "refuse")).toBe("作业已结束，不能再提交");
    expect(at("final", "accept")).toBe("作业已结束，不能再提交");
    expect(submitBlock({ stage: "published", deadline: 100, latePolicy: "refuse" }, 101)).toBe(
      "已过截止时间，不能再提交",
    );
    expect(submitBlock({ stage: "published", deadline: 100, latePolicy: "accept" }, 101)).toBeNull();
  });
});
