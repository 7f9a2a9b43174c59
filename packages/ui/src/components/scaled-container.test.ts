import { describe, expect, it } from "vitest";

import { DESIGN_HEIGHT, DESIGN_WIDTH, fitScale, RESIZE_DEBOUNCE } from "./scaled-container";

describe("scaled container", () => {
  it("uses the spec's design size and debounce", () => {
    expect([DESIGN_WIDTH, DESIGN_HEIGHT, RESIZE_DEBOUNCE]).toEqual([1100, 720, 500]);
  });

  it("fits the design into the box, keeping its aspect ratio", () => {
    expect(fitScale(1100, 720)).toBe(1);
    expect(fitScale(550, 720)).toBe(0.5);
    expect(fitScale(2200, 360)).toBe(0.5);
    expect(fitScale(0, 100)).toBe(1);
  });
});
