import { describe, expect, it } from "vitest";

import { createTimeRange } from "./date-range";

describe("createTimeRange", () => {
  it("leaves the parameter out when no day is typed", () => {
    expect(createTimeRange({ from: "", to: "" })).toBeUndefined();
  });

  it("covers both days whole", () => {
    expect(createTimeRange({ from: "2026-11-01", to: "2026-11-23" })).toEqual([
      "2026-11-01 00:00:00",
      "2026-11-23 23:59:59",
    ]);
  });

  it("keeps an open end open", () => {
    expect(createTimeRange({ from: "2026-11-01", to: "" })).toEqual(["2026-11-01 00:00:00", "9999-12-31 23:59:59"]);
    expect(createTimeRange({ from: "", to: "2026-11-23" })).toEqual(["1970-01-01 00:00:00", "2026-11-23 23:59:59"]);
  });
});
