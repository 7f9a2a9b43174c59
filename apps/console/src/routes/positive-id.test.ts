import { describe, expect, it } from "vitest";

import { positiveId } from "./positive-id";

describe("positiveId", () => {
  it("reads a positive whole number", () => {
    expect(positiveId("21")).toBe(21);
  });
  it("refuses everything else, so a bad link shows a message instead of a failed call", () => {
    for (const value of [null, undefined, "", "0", "-3", "1.5", "abc", "1e3", "21abc", "9".repeat(16)]) {
      expect(positiveId(value), String(value)).toBeNull();
    }
  });
});
