import { describe, expect, it } from "vitest";

import { assignment, submission } from "../stories/mock-assignment";
import { student } from "../stories/mock-classroom";
import { formatDateTime, formatScore, fromLocalInput, nextMoves, stepsOf, toLocalInput } from "./assignment-format";
import { nextUngraded } from "./grading-form";

const now = Date.UTC(2026, 10, 23, 1, 0);
const HOUR = 3_600_000;

describe("the overview's moves", () => {
  it("offers publishing a draft only with a deadline in the future", () => {
    expect(nextMoves({ stage: "draft", deadline: null, peerReview: false }, now)).toEqual([
      { to: "published", blocked: "设置一个晚于现在的截止时间后才能发布" },
    ]);
    expect(nextMoves({ stage: "draft", deadline: now - HOUR, peerReview: false }, now)[0]?.blocked).not.toBeNull();
    expect(nextMoves({ stage: "draft", deadline: now + HOUR, peerReview: false }, now)).toEqual([
      { to: "published", blocked: null },
    ]);
  });

  it("blocks peer review before the deadline with the server's words, and offers it only when on", () => {
    expect(nextMoves({ stage: "published", deadline: now + HOUR, peerReview: true }, now)).toEqual([
      { to: "peerReview", blocked: "截止时间之前不能开始互评" },
      { to: "grade", blocked: null },
    ]);
    expect(nextMoves({ stage: "published", deadline: now, peerReview: true }, now)[0]).toEqual({
      to: "peerReview",
      blocked: null,
    });
    expect(nextMoves({ stage: "published", deadline: now, peerReview: false }, now).map((m) => m.to)).toEqual([
      "grade",
    ]);
  });

  it("goes forward one stage at a time and stops at closed", () => {
    const from = (stage: "peerReview" | "grade" | "final" | "closed") =>
      nextMoves({ stage, deadline: now - HOUR, peerReview: true }, now).map((m) => m.to);
    expect([from("peerReview"), from("grade"), from("final"), from("closed")]).toEqual([
      ["grade"],
      ["final"],
      ["closed"],
      [],
    ]);
    expect(stepsOf({ peerReview: false })).not.toContain("peerReview");
  });
});

describe("formatting", () => {
  it("rounds scores to one decimal and shows — for none", () => {
    expect([formatScore(84.44), formatScore(90), formatScore(null)]).toEqual(["84.4", "90", "—"]);
  });

  it("round-trips a datetime-local value to the minute, in the school's zone", () => {
    // 09:30 in Shanghai (the default school zone), whatever the zone of the computer running the test.
    const ms = Date.UTC(2026, 10, 24, 1, 30);
    expect(toLocalInput(ms)).toBe("2026-11-24T09:30");
    expect(fromLocalInput(toLocalInput(ms))).toBe(ms);
    expect([fromLocalInput(""), toLocalInput(null)]).toEqual([null, ""]);
  });

  it("a teacher's typed 19:15 is 19:15 at the school, shown as 19:15", () => {
    expect(fromLocalInput("2026-11-28T19:15")).toBe(Date.UTC(2026, 10, 28, 11, 15));
    expect(formatDateTime(Date.UTC(2026, 10, 28, 11, 15))).toBe("2026-11-28 19:15");
  });
});

describe("the next ungraded student", () => {
  const a = assignment();
  const list = [
    submission(a, student(1), { status: 2 }),
    submission(a, student(2)),
    { ...submission(a, student(3)), status: 0 as const },
    submission(a, student(4)),
  ];

  it("is the next submitted, ungraded one after the current, wrapping round", () => {
    expect(nextUngraded(list, 102)).toBe(104);
    expect(nextUngraded(list, 104)).toBe(102);
    expect(nextUngraded(list, 101)).toBe(102);
  });

  it("is none when nobody else waits", () => {
    expect(nextUngraded(list.slice(0, 2), 102)).toBeNull();
  });
});
