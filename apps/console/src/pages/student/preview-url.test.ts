import { describe, expect, it } from "vitest";

import { checkPreviewUrl } from "./preview-url";

const own = "http://127.0.0.1:5173";

describe("checkPreviewUrl", () => {
  it("embeds an address of the console's own origin, relative or absolute", () => {
    expect(checkPreviewUrl("/student/chat", own)).toEqual({ ok: true, url: `${own}/student/chat` });
    expect(checkPreviewUrl(`${own}/a?b=1`, own)).toEqual({ ok: true, url: `${own}/a?b=1` });
  });

  it("embeds an address of an allowed origin, and only that origin", () => {
    const allowed = ["https://docs.example.edu", "not a url", "ftp://files.example.edu"];
    expect(checkPreviewUrl("https://docs.example.edu/lesson/1", own, allowed)).toEqual({
      ok: true,
      url: "https://docs.example.edu/lesson/1",
    });
    expect(checkPreviewUrl("http://docs.example.edu/lesson/1", own, allowed)).toEqual({ ok: false, reason: "refused" });
    expect(checkPreviewUrl("https://docs.example.edu.evil.com/", own, allowed)).toEqual({
      ok: false,
      reason: "refused",
    });
    expect(checkPreviewUrl("ftp://files.example.edu/a", own, allowed)).toEqual({ ok: false, reason: "refused" });
  });

  it("refuses other schemes, other origins and credentials", () => {
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "https://evil.example.com/",
      "//evil.example.com/page",
      `http://user:pw@127.0.0.1:5173/`,
      "http://[::1",
    ]) {
      expect(checkPreviewUrl(bad, own, ["https://docs.example.edu"])).toEqual({ ok: false, reason: "refused" });
    }
  });

  it("says when there is no address", () => {
    expect(checkPreviewUrl(null, own)).toEqual({ ok: false, reason: "missing" });
    expect(checkPreviewUrl("  ", own)).toEqual({ ok: false, reason: "missing" });
  });
});
