import { describe, expect, it } from "vitest";

import { TOP_MENU_ITEM_WIDTH, visibleTopMenuCount } from "./top-menu";

describe("top menu overflow", () => {
  it("shows about one third of the width divided by 85 px", () => {
    expect(TOP_MENU_ITEM_WIDTH).toBe(85);
    expect(visibleTopMenuCount(1280)).toBe(5);
    expect(visibleTopMenuCount(1020)).toBe(4);
    expect(visibleTopMenuCount(800)).toBe(3);
  });

  it("always shows at least one item", () => {
    expect(visibleTopMenuCount(100)).toBe(1);
  });
});
