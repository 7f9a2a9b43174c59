// Which sockets a revocation closes, and the revocations heard while a socket's token was being
// checked (the socket was not registered yet when they closed its user's sockets).
import { describe, expect, it } from "vitest";

import { parseRevocation, RecentRevocations, revocationPayload, revokes } from "../src/push/revocations.js";

describe("push revocations", () => {
  it("a logout closes its own session's sockets; a disable every one; a changed password every one but its own", () => {
    expect(revokes({ userId: 5, sessionId: "a" }, 5, "a")).toBe(true);
    expect(revokes({ userId: 5, sessionId: "a" }, 5, "b")).toBe(false);
    expect(revokes({ userId: 5 }, 5, "b")).toBe(true);
    expect(revokes({ userId: 5, keepSessionId: "a" }, 5, "a")).toBe(false);
    expect(revokes({ userId: 5, keepSessionId: "a" }, 5, "b")).toBe(true);
    // Another user's sockets never; a socket that does not know its session goes with any of its user's.
    expect(revokes({ userId: 6 }, 5, "a")).toBe(false);
    expect(revokes({ userId: 5, sessionId: "a" }, 5, undefined)).toBe(true);
  });

  it("travels as a small notification and back; other payloads are ignored", () => {
    for (const r of [{ userId: 5 }, { userId: 5, sessionId: "a" }, { userId: 5, keepSessionId: "k" }]) {
      expect(parseRevocation(revocationPayload(r))).toEqual(r);
    }
    expect(parseRevocation("12")).toBeUndefined();
    expect(parseRevocation("{")).toBeUndefined();
    expect(parseRevocation('{"u":"5"}')).toBeUndefined();
  });

  it("tells a socket whose token was checked meanwhile that it was revoked, or that it cannot tell any more", () => {
    const recent = new RecentRevocations(3);
    const before = recent.mark;
    recent.add({ userId: 1 });
    expect(recent.since(before, 1, "a")).toBe(true);
    expect(recent.since(before, 2, "a")).toBe(false);
    expect(recent.since(recent.mark, 1, "a")).toBe(false);
    for (let i = 0; i < 3; i++) recent.add({ userId: 9 });
    // The revocation of user 1 is no longer kept: the caller checks the token again.
    expect(recent.since(before, 1, "a")).toBeUndefined();
  });
});
