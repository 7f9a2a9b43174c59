import { describe, expect, it } from "vitest";

import { clampPage, pageAfterSizeChange, pageCount, paginationDefaults, pagerItems } from "./pagination";

describe("pagination maths", () => {
  it("has the section 9 defaults", () => {
    expect(paginationDefaults).toMatchObject({ page: 1, pageSize: 20, pageSizes: [12, 24, 36, 48], pagerCount: 7 });
    expect(paginationDefaults.mobilePagerCount).toBe(5);
  });

  it("counts and clamps pages", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(clampPage(9, 41, 20)).toBe(3);
    expect(clampPage(0, 41, 20)).toBe(1);
  });

  it("resets to page 1 when size × page exceeds the total", () => {
    expect(pageAfterSizeChange(3, 48, 100)).toBe(1);
    expect(pageAfterSizeChange(2, 48, 100)).toBe(2);
  });

  it("shows every page when they fit", () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("windows long ranges with 7 buttons", () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, "next-more", 20]);
    expect(pagerItems(10, 20)).toEqual([1, "prev-more", 8, 9, 10, 11, 12, "next-more", 20]);
    expect(pagerItems(20, 20)).toEqual([1, "prev-more", 15, 16, 17, 18, 19, 20]);
  });

  it("windows with 5 buttons on mobile", () => {
    expect(pagerItems(1, 20, 5)).toEqual([1, 2, 3, 4, "next-more", 20]);
    expect(pagerItems(10, 20, 5)).toEqual([1, "prev-more", 9, 10, 11, "next-more", 20]);
  });
});
