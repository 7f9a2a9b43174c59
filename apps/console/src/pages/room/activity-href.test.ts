import { describe, expect, it } from "vitest";

import { activityHref } from "./activity-href";

describe("activityHref", () => {
  it("opens each activity's results page by its id", () => {
    expect(activityHref(7, { type: "question", id: 3 })).toBe("/teacher/question?id=3");
    expect(activityHref(7, { type: "survey", id: 4 })).toBe("/teacher/survey/info/4");
    expect(activityHref(7, { type: "assignment", id: 5 })).toBe("/teacher/assignment/detail/5");
    expect(activityHref(7, { type: "practice", id: 6 })).toBe("/teacher/room/info/7/practice/6");
  });

  it("gives no link where the console has no page for one activity", () => {
    expect(activityHref(7, { type: "signIn", id: 1 })).toBeUndefined();
    expect(activityHref(7, { type: "aiTopic", id: 2 })).toBeUndefined();
  });
});
