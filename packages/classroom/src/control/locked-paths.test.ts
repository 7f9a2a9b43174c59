import { describe, expect, it } from "vitest";

import { isPathOpenWhenLocked } from "./locked-paths";

describe("isPathOpenWhenLocked", () => {
  it.each([
    "/student/checkin",
    "/student/question",
    "/student/topic",
    "/student/topic/12",
    "/student/survey/info/31",
    "/student/practice/info/61",
    "/student/practice/info/61?from=push",
    "/student/question/",
    "/student/question#top",
  ])("keeps %s open", (path) => {
    expect(isPathOpenWhenLocked(path)).toBe(true);
  });

  it.each([
    "/student/home",
    "/student",
    "/",
    "",
    "/student/course",
    "/student/survey",
    "/student/survey/info/",
    "/student/practice",
    "/student/practice/info",
    "/student/questions",
    "/student/checkin/extra",
    "/teacher/question",
    "/student/assignment/5",
  ])("covers %s", (path) => {
    expect(isPathOpenWhenLocked(path)).toBe(false);
  });
});
