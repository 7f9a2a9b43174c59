import { describe, expect, it } from "vitest";

import { reconcileKeepAlive } from "./keep-alive";

describe("reconcileKeepAlive", () => {
  it("keeps a keep-alive page once visited", () => {
    expect(reconcileKeepAlive([], { pathname: "/system/user", openPaths: ["/index"], keepAlive: true })).toEqual([
      "/system/user",
    ]);
    expect(reconcileKeepAlive(["/a"], { pathname: "/b", openPaths: ["/a", "/b"], keepAlive: true })).toEqual([
      "/a",
      "/b",
    ]);
  });

  it("does not keep pages without keepAlive", () => {
    expect(reconcileKeepAlive(["/a"], { pathname: "/b", openPaths: ["/a", "/b"], keepAlive: false })).toEqual(["/a"]);
  });

  it("drops the page of a closed tab", () => {
    expect(reconcileKeepAlive(["/a", "/b"], { pathname: "/b", openPaths: ["/b"], keepAlive: true })).toEqual(["/b"]);
  });

  it("keeps the current page even before its tab is stored", () => {
    expect(reconcileKeepAlive(["/a"], { pathname: "/a", openPaths: [], keepAlive: true })).toEqual(["/a"]);
  });

  it("drops a refreshed page so that it mounts again", () => {
    expect(
      reconcileKeepAlive(["/a", "/b"], { pathname: "/redirect/a", openPaths: ["/a", "/b"], keepAlive: false }),
    ).toEqual(["/b"]);
  });
});
