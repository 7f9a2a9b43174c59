import { describe, expect, it } from "vitest";

import { isStickyColumn, tableMinWidth } from "./table-layout";

describe("tableMinWidth", () => {
  it("adds the fixed widths and gives each flexible column the largest minimum among them", () => {
    expect(tableMinWidth([{ width: 100 }, {}, { width: 50 }])).toBe(290);
    expect(tableMinWidth([{ width: 100 }, { minWidth: 200 }, {}])).toBe(500);
  });

  it("is the sum of the widths when every column has one", () => {
    expect(tableMinWidth([{ width: 80 }, { width: 120 }])).toBe(200);
  });
});

describe("isStickyColumn", () => {
  it("pins the actions column unless told otherwise", () => {
    expect(isStickyColumn("actions", undefined)).toBe(true);
    expect(isStickyColumn("actions", false)).toBe(false);
    expect(isStickyColumn("name", true)).toBe(true);
    expect(isStickyColumn("name", undefined)).toBe(false);
  });
});
