import { describe, expect, it } from "vitest";

import { createMemoryStorage } from "../lib/storage";
import { loadVisibility, saveVisibility, visibilityKey } from "./data-table-visibility";

const ids = ["username", "nickname", "mobile"];

describe("column visibility", () => {
  it("remembers hidden columns per table id", () => {
    const storage = createMemoryStorage();
    saveVisibility(storage, "users", { username: true, mobile: false });
    expect(loadVisibility(storage, "users", ids)).toEqual({ mobile: false });
    expect(loadVisibility(storage, "dicts", ids)).toEqual({});
  });

  it("clears the key when every column is shown again", () => {
    const storage = createMemoryStorage();
    saveVisibility(storage, "users", { mobile: false });
    saveVisibility(storage, "users", { mobile: true });
    expect(storage.dump()).toEqual({});
  });

  it("drops columns the table no longer has and values that are not booleans", () => {
    const storage = createMemoryStorage({
      [visibilityKey("users")]: JSON.stringify({ mobile: false, removed: false, nickname: "no" }),
    });
    expect(loadVisibility(storage, "users", ids)).toEqual({ mobile: false });
  });

  it("treats malformed or non-object values as nothing saved", () => {
    for (const raw of ["{", "[false]", "null", "3"]) {
      const storage = createMemoryStorage({ [visibilityKey("users")]: raw });
      expect(loadVisibility(storage, "users", ids)).toEqual({});
    }
    expect(loadVisibility(undefined, "users", ids)).toEqual({});
  });

  it("never loads a choice that hides every column", () => {
    const storage = createMemoryStorage();
    saveVisibility(storage, "users", { username: false, nickname: false, mobile: false });
    expect(loadVisibility(storage, "users", ids)).toEqual({});
  });
});
