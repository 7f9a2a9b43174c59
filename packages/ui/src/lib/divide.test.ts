import { describe, expect, it } from "vitest";

import { divide } from "./divide";

describe("divide", () => {
  it("keeps two decimals, rounded down", () => {
    expect(divide(2, 3)).toBe(0.66);
    expect(divide(10, 4)).toBe(2.5);
    expect(divide(1, 8)).toBe(0.12);
    expect(divide(199, 100)).toBe(1.99);
  });

  it("is not fooled by floating-point noise", () => {
    expect(divide(1.15, 1)).toBe(1.15);
    expect(divide(0.29, 1)).toBe(0.29);
  });

  it("rounds toward zero for negatives and gives 0 for a zero divisor", () => {
    expect(divide(-2, 3)).toBe(-0.66);
    expect(divide(5, 0)).toBe(0);
  });
});
