import { describe, expect, it } from "vitest";

import { normalizeDate } from "./date-field";

describe("a typed day", () => {
  it("reads the usual spellings as yyyy-MM-dd", () => {
    expect(normalizeDate("2026-09-01")).toBe("2026-09-01");
    expect(normalizeDate("2026-9-1")).toBe("2026-09-01");
    expect(normalizeDate("2026/09/01")).toBe("2026-09-01");
    expect(normalizeDate(" 20260901 ")).toBe("2026-09-01");
  });

  it("refuses what is not a day of the calendar, and the American order", () => {
    expect(normalizeDate("2026-02-30")).toBeUndefined();
    expect(normalizeDate("09/01/2026")).toBeUndefined();
    expect(normalizeDate("tomorrow")).toBeUndefined();
  });
});
