import { describe, expect, it } from "vitest";

import { matchesStudent } from "./student-search";

describe("matchesStudent", () => {
  const student = { userId: 101, nickname: "Chen Jing 陈静", studentNo: "2026001" };

  it("matches a part of the name (any case) or of the student number", () => {
    expect(matchesStudent(student, "chen")).toBe(true);
    expect(matchesStudent(student, " 陈 ")).toBe(true);
    expect(matchesStudent(student, "001")).toBe(true);
    expect(matchesStudent(student, "")).toBe(true);
    expect(matchesStudent(student, "李")).toBe(false);
  });
});
