import { describe, expect, it } from "vitest";

import { dictTypesOf } from "./dict-types";

describe("dictTypesOf", () => {
  it("lists each type once, sorted", () => {
    const entries = [{ dictType: "user_type" }, { dictType: "common_status" }, { dictType: "user_type" }];
    expect(dictTypesOf(entries)).toEqual(["common_status", "user_type"]);
  });

  it("adds the type asked for in the address even when the server has no enabled entry of it", () => {
    expect(dictTypesOf([{ dictType: "common_status" }], "new_type")).toEqual(["common_status", "new_type"]);
    expect(dictTypesOf(undefined, "")).toEqual([]);
  });
});
