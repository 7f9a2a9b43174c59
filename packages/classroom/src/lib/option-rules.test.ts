import { describe, expect, it } from "vitest";

import { markRight, optionTextErrors } from "./option-rules";

describe("option rules", () => {
  const options = [
    { id: "1", text: "偏易", right: true },
    { id: "2", text: " 偏易 ", right: false },
    { id: "3", text: "", right: false },
  ];

  it("names empty and repeated options (ignoring surrounding spaces)", () => {
    expect(optionTextErrors(options, { empty: "empty", duplicate: "dup" })).toEqual({ 2: "dup", 3: "empty" });
  });

  it("unmarks the others only when single and marking", () => {
    expect(markRight(options, 2, true, true).map((o) => o.right)).toEqual([false, false, true]);
    expect(markRight(options, 0, false, true).map((o) => o.right)).toEqual([false, false, false]);
  });
});
