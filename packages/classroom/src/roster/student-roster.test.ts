import { describe, expect, it } from "vitest";

import { checkedInCount, filterStudents } from "./student-roster";

const roster = [
  { userId: 1, nickname: "张三", studentNo: "2024001", checkedIn: true, answerCount: 3 },
  { userId: 2, nickname: "李四", studentNo: "2024002", checkedIn: false, answerCount: 0 },
  { userId: 3, nickname: "Wang Wu", checkedIn: true },
];

describe("filterStudents", () => {
  it("finds students by a part of the name or of the student number", () => {
    expect(filterStudents(roster, "张").map((s) => s.userId)).toEqual([1]);
    expect(filterStudents(roster, " 002 ").map((s) => s.userId)).toEqual([2]);
    expect(filterStudents(roster, "wang").map((s) => s.userId)).toEqual([3]);
    expect(filterStudents(roster, "2024").map((s) => s.userId)).toEqual([1, 2]);
  });

  it("keeps everyone for an empty search and no one for a miss", () => {
    expect(filterStudents(roster, "  ")).toHaveLength(3);
    expect(filterStudents(roster, "赵")).toEqual([]);
  });
});

describe("checkedInCount", () => {
  it("counts only the students who checked in", () => {
    expect(checkedInCount(roster)).toBe(2);
    expect(checkedInCount([])).toBe(0);
  });
});
