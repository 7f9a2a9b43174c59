// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { lastSeqKey, sessionLastSeq } from "./push-last-seq";

afterEach(() => sessionStorage.clear());

describe("the last seen push number", () => {
  it("is kept per user in sessionStorage, so a reload resumes from it", () => {
    sessionLastSeq(7).set(41);
    expect(sessionStorage.getItem("smartclass.push.lastSeq.7")).toBe("41");
    expect(sessionLastSeq(7).get()).toBe(41);
    // Another person signing in on the same tab starts from nothing of their own.
    expect(sessionLastSeq(8).get()).toBeNull();
    expect(lastSeqKey(8)).toBe("smartclass.push.lastSeq.8");
  });

  it("ignores a value that is not a sequence number", () => {
    sessionStorage.setItem(lastSeqKey(7), "not a number");
    expect(sessionLastSeq(7).get()).toBeNull();
  });

  it("keeps the number in memory when storage refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    } as unknown as Storage;
    const store = sessionLastSeq(7, refusing);
    store.set(3);
    expect(store.get()).toBe(3);
  });
});
