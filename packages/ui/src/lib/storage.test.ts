import { describe, expect, it } from "vitest";

import { createMemoryStorage, type KeyValueStorage, readJson, writeJson } from "./storage";

describe("storage helpers", () => {
  it("round-trips JSON through an injected storage", () => {
    const storage = createMemoryStorage();
    writeJson(storage, "k", [{ path: "/a" }]);
    expect(readJson(storage, "k")).toEqual([{ path: "/a" }]);
    expect(storage.dump()).toEqual({ k: '[{"path":"/a"}]' });
  });

  it("tolerates missing, malformed and failing storages", () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {},
    };
    expect(readJson(undefined, "k")).toBeUndefined();
    expect(readJson(createMemoryStorage({ k: "{nope" }), "k")).toBeUndefined();
    expect(readJson(broken, "k")).toBeUndefined();
    expect(() => writeJson(broken, "k", 1)).not.toThrow();
  });
});
