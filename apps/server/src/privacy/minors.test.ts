import { describe, expect, it } from "vitest";

import { ageOn, isMinorOn, minorCellsOf, minorProfileProblem, validBirthDate } from "./minors.js";

/** The school's date in these checks. */
const TODAY = "2026-09-01";

describe("who is a minor", () => {
  it("counts whole years, a birthday counting from its own day", () => {
    expect(ageOn("2012-06-15", "2026-06-14")).toBe(13);
    expect(ageOn("2012-06-15", "2026-06-15")).toBe(14);
    expect(ageOn("2012-12-31", "2026-01-01")).toBe(13);
  });

  it("is a minor when flagged 未满14岁 or younger than 14 by date of birth, else not", () => {
    expect(isMinorOn(undefined, "2026-11-28")).toBe(false);
    expect(isMinorOn({ birthDate: null, under14: true }, "2026-11-28")).toBe(true);
    expect(isMinorOn({ birthDate: "2012-11-29", under14: false }, "2026-11-28")).toBe(true);
    expect(isMinorOn({ birthDate: "2012-11-28", under14: false }, "2026-11-28")).toBe(false);
    // A person born on 29 February turns 14 on 1 March in a year without one.
    expect(isMinorOn({ birthDate: "2012-02-29", under14: false }, "2026-02-28")).toBe(true);
    expect(isMinorOn({ birthDate: "2012-02-29", under14: false }, "2026-03-01")).toBe(false);
  });

  it("accepts only real calendar dates written yyyy-MM-dd", () => {
    expect(validBirthDate("2016-02-29")).toBe(true);
    for (const bad of ["2015-02-29", "2015-13-01", "2015-1-1", "15-01-01", ""])
      expect(validBirthDate(bad), bad).toBe(false);
  });

  it("reads the import's two cells, or says why it cannot", () => {
    expect(minorCellsOf("", "", TODAY)).toBeUndefined();
    expect(minorCellsOf("2015-06-01", "", TODAY)).toEqual({ birthDate: "2015-06-01", under14: false });
    expect(minorCellsOf("", "是", TODAY)).toEqual({ birthDate: null, under14: true });
    expect(minorCellsOf("", "n", TODAY)).toEqual({ birthDate: null, under14: false });
    expect(minorCellsOf("2015-02-30", "", TODAY)).toBe("出生日期无效：2015-02-30");
    expect(minorCellsOf("", "也许", TODAY)).toBe("未满14岁只能填写“是”或“否”");
    // The user form's rule: no date after today, no 未满14岁 on someone the date makes 14 or older.
    expect(minorCellsOf("2027-01-01", "", TODAY)).toBe(
      minorProfileProblem({ birthDate: "2027-01-01", under14: false }, TODAY),
    );
    expect(minorCellsOf("2010-06-01", "是", TODAY)).toBe(
      minorProfileProblem({ birthDate: "2010-06-01", under14: true }, TODAY),
    );
    expect(minorCellsOf("2010-06-01", "是", TODAY)).toEqual(expect.any(String));
    expect(minorCellsOf("2013-06-01", "是", TODAY)).toEqual({ birthDate: "2013-06-01", under14: true });
  });
});
