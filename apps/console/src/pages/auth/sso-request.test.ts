import { describe, expect, it } from "vitest";

import { authorizeForm, consentScopes, encodeAuthorizeForm, isHttpUrl, parseSsoQuery } from "./sso-request";

const query =
  "?client_id=default&redirect_uri=http%3A%2F%2F127.0.0.1%3A48080%2Fcallback&response_type=code&state=xyz&scope=user.read%20user.write";

function request() {
  const parsed = parseSsoQuery(query);
  if (!parsed.ok) throw new Error("expected a valid request");
  return parsed.request;
}

describe("the SSO request", () => {
  it("reads the client's query, scopes split on spaces", () => {
    expect(request()).toEqual({
      clientId: "default",
      redirectUri: "http://127.0.0.1:48080/callback",
      responseType: "code",
      state: "xyz",
      scopes: ["user.read", "user.write"],
    });
  });

  it("names the missing parameters and a wrong response_type", () => {
    expect(parseSsoQuery("?client_id=default")).toEqual({
      ok: false,
      missing: ["redirect_uri", "response_type"],
      badResponseType: false,
    });
    expect(parseSsoQuery("?client_id=a&redirect_uri=http%3A%2F%2Fx&response_type=id_token")).toEqual({
      ok: false,
      missing: [],
      badResponseType: true,
    });
  });

  it("asks for a silent approval of the requested scopes", () => {
    const body = new URLSearchParams(encodeAuthorizeForm(authorizeForm(request())));
    expect(Object.fromEntries(body)).toEqual({
      response_type: "code",
      client_id: "default",
      redirect_uri: "http://127.0.0.1:48080/callback",
      state: "xyz",
      auto_approve: "true",
      scope: JSON.stringify({ "user.read": true, "user.write": true }),
    });
  });

  it("leaves the scopes to the server when the client named none, and the state out when there is none", () => {
    const parsed = parseSsoQuery("?client_id=default&redirect_uri=http%3A%2F%2Fx&response_type=token");
    if (!parsed.ok) throw new Error("expected a valid request");
    const body = new URLSearchParams(encodeAuthorizeForm(authorizeForm(parsed.request)));
    expect(body.has("scope")).toBe(false);
    expect(body.has("state")).toBe(false);
    expect(body.get("response_type")).toBe("token");
  });

  it("sends the person's decision scope by scope, not silently", () => {
    const body = new URLSearchParams(
      encodeAuthorizeForm(authorizeForm(request(), { "user.read": true, "user.write": false })),
    );
    expect(body.get("auto_approve")).toBe("false");
    expect(JSON.parse(body.get("scope") ?? "")).toEqual({ "user.read": true, "user.write": false });
  });

  it("shows the requested scopes with earlier approvals, or every registered scope", () => {
    const registered = [
      { key: "user.read", value: true },
      { key: "user.write", value: false },
      { key: "user.admin", value: false },
    ];
    expect(consentScopes(request(), registered)).toEqual([
      { key: "user.read", approved: true },
      { key: "user.write", approved: false },
    ]);
    expect(consentScopes({ ...request(), scopes: [] }, registered).map((s) => s.key)).toEqual([
      "user.read",
      "user.write",
      "user.admin",
    ]);
  });

  it("follows only http and https addresses", () => {
    expect(isHttpUrl("http://127.0.0.1:48080/callback?code=1")).toBe(true);
    expect(isHttpUrl("https://example.com/")).toBe(true);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpUrl("")).toBe(false);
  });
});
