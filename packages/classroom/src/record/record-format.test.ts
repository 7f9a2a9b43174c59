import { describe, expect, it } from "vitest";

import { formatDuration, formatRate, formatResult, formatShare, formatSpan, recordTimeline } from "./record-format";

const at = (hour: number, minute: number, day = 23) => Date.UTC(2026, 10, day, hour - 8, minute);

describe("formatDuration", () => {
  it("reads hours and minutes as a teacher says them", () => {
    expect(formatDuration(3900)).toBe("1 小时 5 分");
    expect(formatDuration(2700)).toBe("45 分");
    expect(formatDuration(7200)).toBe("2 小时");
    expect(formatDuration(7259)).toBe("2 小时");
    expect(formatDuration(59)).toBe("不足 1 分");
  });
  it("shows a dash when the session has not started", () => {
    expect(formatDuration(null)).toBe("—");
    expect(formatDuration(-5)).toBe("—");
  });
});

describe("formatRate and formatShare", () => {
  it("rounds to one decimal", () => {
    expect(formatRate(35, 40)).toBe("87.5%");
    expect(formatRate(1, 3)).toBe("33.3%");
    expect(formatRate(40, 40)).toBe("100%");
    expect(formatShare(2, 3)).toBe("2 / 3（66.7%）");
  });
  it("has no rate for a course without students", () => {
    expect(formatRate(0, 0)).toBe("—");
    expect(formatShare(0, 0)).toBe("0 / 0（—）");
  });
});

describe("formatSpan", () => {
  it("keeps only the end's clock time on the same day, in the school's zone (Shanghai by default)", () => {
    expect(formatSpan(at(9, 0), at(9, 45), "进行中")).toBe("11-23 09:00–09:45");
    expect(formatSpan(at(23, 30), at(0, 30, 24), "进行中")).toBe("11-23 23:30–11-24 00:30");
    expect(formatSpan(at(9, 0), null, "录制中")).toBe("11-23 09:00–录制中");
  });
});

describe("recordTimeline", () => {
  it("merges activities and recordings oldest first, a recording before an activity at the same time", () => {
    const entries = recordTimeline({
      activities: [
        {
          type: "practice",
          id: 9,
          title: "练习",
          time: at(9, 30),
          count: 3,
          result: { kind: "score", submitted: 3, total: 30, averageScore: 4, fullScore: 5 },
        },
        {
          type: "signIn",
          id: 4,
          title: "签到",
          time: at(9, 5),
          count: 30,
          result: { kind: "checkIn", signed: 30, total: 30 },
        },
        {
          type: "question",
          id: 2,
          title: "提问 B",
          time: at(9, 20),
          count: 10,
          result: { kind: "answers", answered: 10 },
        },
        {
          type: "question",
          id: 1,
          title: "提问 A",
          time: at(9, 20),
          count: 12,
          result: { kind: "answers", answered: 12 },
        },
      ],
      videoSegments: [
        { start: at(9, 40), end: null },
        { start: at(9, 20), end: at(9, 25) },
      ],
    });
    expect(entries.map((e) => (e.kind === "video" ? `录制@${e.time}` : e.activity.title))).toEqual([
      "签到",
      `录制@${at(9, 20)}`,
      "提问 A",
      "提问 B",
      "练习",
      `录制@${at(9, 40)}`,
    ]);
  });
  it("is empty for a session with nothing in it", () => {
    expect(recordTimeline({ activities: [], videoSegments: [] })).toEqual([]);
  });
});

describe("formatResult", () => {
  it("reads each kind of result figure", () => {
    expect(formatResult({ kind: "checkIn", signed: 35, total: 40 })).toBe("已签到 35 / 40");
    expect(formatResult({ kind: "correctRate", correct: 24, answered: 30 })).toBe("正确率 80%（24 / 30）");
    expect(formatResult({ kind: "answers", answered: 12 })).toBe("12 人作答");
    expect(formatResult({ kind: "responses", responses: 20, total: 40 })).toBe("20 / 40 人回应");
    expect(formatResult({ kind: "score", submitted: 32, total: 40, averageScore: 4.25, fullScore: 5 })).toBe(
      "平均分 4.3 / 5，32 / 40 人提交",
    );
    expect(formatResult({ kind: "submissions", submitted: 3, graded: 1, total: 40 })).toBe("3 / 40 人提交，已批改 1");
  });
  it("says so when nobody answered, and leaves out an average it cannot have", () => {
    expect(formatResult({ kind: "correctRate", correct: 0, answered: 0 })).toBe("暂无作答");
    expect(formatResult({ kind: "answers", answered: 0 })).toBe("暂无作答");
    expect(formatResult({ kind: "score", submitted: 0, total: 40, averageScore: null, fullScore: 5 })).toBe(
      "0 / 40 人提交",
    );
    // Only text questions: nothing is marked at once, so there is no average to show.
    expect(formatResult({ kind: "score", submitted: 3, total: 40, averageScore: 0, fullScore: 0 })).toBe(
      "3 / 40 人提交",
    );
  });
});
