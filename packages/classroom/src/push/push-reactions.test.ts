import { PUSH_EVENT_TYPES, type PushEvent } from "@smartclass/api";
import { describe, expect, it } from "vitest";

import { reactionFor } from "./push-reactions";

describe("reactionFor", () => {
  it("goes to the topic page on aiTopic", () => {
    expect(reactionFor({ type: "aiTopic" })).toEqual({ kind: "navigate", to: "/student/topic" });
  });

  it("goes to the question page on askQuestion", () => {
    expect(reactionFor({ type: "askQuestion" })).toEqual({ kind: "navigate", to: "/student/question" });
  });

  it("goes to the practice detail with the id on practice", () => {
    expect(reactionFor({ type: "practice", practiceId: 17 })).toEqual({
      kind: "navigate",
      to: "/student/practice/info/17",
    });
    expect(reactionFor({ type: "practice", data: { id: "9" } })).toEqual({
      kind: "navigate",
      to: "/student/practice/info/9",
    });
  });

  it("ignores survey and assignment", () => {
    expect(reactionFor({ type: "survey" })).toEqual({ kind: "ignore" });
    expect(reactionFor({ type: "assignment" })).toEqual({ kind: "ignore" });
  });

  it("shows the sign-in widget with the check-in id on signIn", () => {
    expect(reactionFor({ type: "signIn", signInId: 31 })).toEqual({ kind: "show-sign-in", signInId: 31 });
    expect(reactionFor({ type: "signIn", data: { signInId: "32" } })).toEqual({ kind: "show-sign-in", signInId: 32 });
  });

  it("opens the pick dialog titled 随机选人 on random and 点名提问 on specific", () => {
    expect(reactionFor({ type: "random" })).toEqual({
      kind: "pick",
      pick: "random",
      title: "随机选人",
      text: "你被选中了",
    });
    expect(reactionFor({ type: "specific" })).toEqual({
      kind: "pick",
      pick: "specific",
      title: "点名提问",
      text: "你被选中了",
    });
  });

  it("only logs demo-message-receive and notice-push", () => {
    expect(reactionFor({ type: "demo-message-receive" })).toEqual({ kind: "log" });
    expect(reactionFor({ type: "notice-push" })).toEqual({ kind: "log" });
  });

  it("ignores the teacher-side events and activityChanged instead of reporting them unknown", () => {
    const events: PushEvent[] = [
      {
        type: "questionAnswered",
        questionId: 5,
        courseItemId: 7,
        answerCount: 1,
        record: {
          id: 1,
          questionId: 5,
          userId: 101,
          nickname: "学生01",
          choices: ["A"],
          content: "",
          correct: true,
          score: null,
          images: [],
          createTime: 0,
        },
      },
      { type: "surveyAnswered", itemSurveyId: 3, courseItemId: 7, answerCount: 2 },
      { type: "practiceAnswered", id: 4, courseItemId: 7, answerCount: 3 },
      {
        type: "signInChecked",
        signInId: 11,
        courseItemId: 7,
        record: { id: 1, signId: 11, userId: 101, nickname: "学生01", face: false, status: 1, createTime: 0 },
      },
      { type: "activityChanged", activity: "askQuestion", id: 5, courseItemId: 7, status: 2 },
      { type: "activityChanged", activity: "survey", id: 3, courseItemId: 7, status: 3 },
      { type: "control", courseItemId: 7, mode: 2, videoOn: false },
      { type: "classChanged", courseItemId: 7, status: 1 },
    ];
    for (const event of events) expect(reactionFor(event)).toEqual({ kind: "ignore" });
  });

  it("has a reaction for every push event type of the contract", () => {
    for (const type of PUSH_EVENT_TYPES) {
      expect(reactionFor({ type, signInId: 1, practiceId: 1 }).kind).not.toBe("error");
    }
  });

  it("reports an unknown type", () => {
    expect(reactionFor({ type: "teleport" })).toEqual({ kind: "error", message: "未知的消息类型：teleport" });
  });
});
