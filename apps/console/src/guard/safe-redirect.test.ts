import { describe, expect, it } from "vitest";

import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/teacher/checkin", "/teacher/checkin"],
    ["/student/survey/info/7?tab=2#top", "/student/survey/info/7?tab=2#top"],
    ["/", "/"],
    ["/user/notify-message", "/user/notify-message"],
  ])("follows the same-origin path %s", (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/student",
    "https://evil.example",
    "http://evil.example/login",
    "javascript:alert(1)",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "%2F%2Fevil.example",
    "/%2Fevil.example",
    "/%5Cevil.example",
    "/%252F%252Fevil.example",
    "https%3A%2F%2Fevil.example",
    "evil.example",
    "student",
    "/%E0%A4%A",
    "",
  ])("refuses %j and falls back", (raw) => {
    expect(safeRedirect(raw)).toBe("/");
    expect(safeRedirect(raw, "/index")).toBe("/index");
  });

  it("falls back when there is no parameter", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/student")).toBe("/student");
  });
});
