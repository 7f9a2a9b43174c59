import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

import { sanitizeHtml } from "./sanitize";

const win = new JSDOM("").window as unknown as Parameters<typeof sanitizeHtml>[1];

describe("sanitizeHtml", () => {
  it("keeps ordinary rich text", () => {
    expect(sanitizeHtml("<p>作业<strong>已批改</strong></p>", win)).toBe("<p>作业<strong>已批改</strong></p>");
  });

  it("removes scripts, event handlers and javascript: links", () => {
    const out = sanitizeHtml('<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a>', win);
    expect(out).not.toContain("script");
    expect(out).not.toContain("onclick");
    expect(out).not.toContain("javascript:");
    expect(out).toContain("<p>a</p>");
  });

  it("removes iframes", () => {
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>ok', win)).toBe("ok");
  });
});
