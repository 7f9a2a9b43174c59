import { describe, expect, it } from "vitest";

import { bindPath, GITEE_SOCIAL_TYPE, socialCallback, socialRedirectUri, socialType } from "./social";

describe("social login parameters", () => {
  it("reads a social type only as a whole number", () => {
    expect(socialType("10")).toBe(10);
    expect(socialType(" 20 ")).toBe(20);
    expect(socialType("x")).toBeNull();
    expect(socialType("-1")).toBeNull();
    expect(socialType(null)).toBeNull();
  });

  it("reads a provider's callback, with Gitee's type implied on its own page", () => {
    expect(socialCallback("?type=20&code=c&state=s")).toEqual({
      ok: true,
      callback: { type: 20, code: "c", state: "s" },
    });
    expect(socialCallback("?code=c&state=s", GITEE_SOCIAL_TYPE)).toEqual({
      ok: true,
      callback: { type: 10, code: "c", state: "s" },
    });
    expect(socialCallback("?code=c&state=s")).toEqual({ ok: false, missing: "type" });
    expect(socialCallback("?type=10&code=c")).toEqual({ ok: false, missing: "code" });
  });

  it("asks the provider to come back to /social-login with the type and the redirect", () => {
    const uri = new URL(socialRedirectUri("http://127.0.0.1:48080", 10, "/teacher?x=1&y=2"));
    expect(uri.origin + uri.pathname).toBe("http://127.0.0.1:48080/social-login");
    expect(uri.searchParams.get("type")).toBe("10");
    expect(uri.searchParams.get("redirect")).toBe("/teacher?x=1&y=2");
    expect(new URL(socialRedirectUri("http://h", 10, null)).searchParams.has("redirect")).toBe(false);
  });

  it("carries a callback on to /bind", () => {
    const path = bindPath({ type: 10, code: "a&b", state: "s" }, "/index");
    const query = new URL(path, "http://h").searchParams;
    expect([query.get("type"), query.get("code"), query.get("state"), query.get("redirect")]).toEqual([
      "10",
      "a&b",
      "s",
      "/index",
    ]);
  });
});
