import { describe, expect, it } from "vitest";

import { moveItem, removeAt, updateAt } from "./list-edit";

describe("list edits", () => {
  it("moves an item, clamping the target to the list", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, -4)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 5, 0)).toEqual(["a", "b", "c"]);
  });

  it("removes and updates by index without touching the input", () => {
    const list = ["a", "b", "c"];
    expect(removeAt(list, 1)).toEqual(["a", "c"]);
    expect(updateAt(list, 2, (x) => x.toUpperCase())).toEqual(["a", "b", "C"]);
    expect(list).toEqual(["a", "b", "c"]);
  });
});
