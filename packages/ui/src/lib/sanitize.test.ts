import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

import { safeHttpUrl, sanitizeHtml } from "./sanitize";

const win = new JSDOM("").window as unknown as Parameters<typeof sanitizeHtml>[1];
const clean = (html: string) => sanitizeHtml(html, win);

describe("sanitizeHtml", () => {
  it("keeps ordinary rich text", () => {
    expect(clean("<p>作业<strong>已批改</strong></p>")).toBe("<p>作业<strong>已批改</strong></p>");
    expect(clean("<ul><li><em>一</em></li></ul><blockquote>引</blockquote>")).toBe(
      "<ul><li><em>一</em></li></ul><blockquote>引</blockquote>",
    );
  });

  it("keeps tables with their spans", () => {
    expect(clean('<table><tbody><tr><td colspan="2" rowspan="3">格</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td colspan="2" rowspan="3">格</td></tr></tbody></table>',
    );
  });

  it("removes scripts, event handlers and javascript: links", () => {
    const out = clean('<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a>');
    expect(out).not.toContain("script");
    expect(out).not.toContain("onclick");
    expect(out).not.toContain("javascript:");
    expect(out).toContain("<p>a</p>");
  });

  it("removes style, class, id, name and data attributes", () => {
    const out = clean(
      '<div style="position:fixed;inset:0;z-index:99999" class="fixed inset-0" id="app" name="x" data-x="1" aria-label="y">盖住</div>',
    );
    expect(out).toBe("<div>盖住</div>");
  });

  it("removes style elements, forms, inputs, buttons and frames, keeping their text", () => {
    const out = clean(
      '<style>body{display:none}</style><form action="http://evil.example/post"><input name="pw" type="password"><select><option>1</option></select><textarea>t</textarea><button>登录</button></form><iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">ok',
    );
    for (const tag of [
      "<style",
      "<form",
      "<input",
      "<select",
      "<option",
      "<textarea",
      "<button",
      "<iframe",
      "<object",
      "<embed",
    ]) {
      expect(out).not.toContain(tag);
    }
    expect(out).toContain("登录");
    expect(out).toContain("ok");
  });

  it("removes svg and math", () => {
    expect(clean('<svg><a href="http://x/">s</a></svg><math><mi>m</mi></math>ok')).toBe("ok");
  });

  it("keeps http(s) links only, opening elsewhere without a referrer", () => {
    const out = clean(
      '<a href="http://x/phish" target="_self" rel="opener">钓鱼</a><a href="https://example.edu/a">a</a><a href="/relative">r</a><a href="mailto:a@b.c">m</a><a href=" javascript:alert(1)">j</a><a href="data:text/html,<b>x</b>">d</a>',
    );
    const doc = new JSDOM(`<body>${out}</body>`).window.document;
    const links = [...doc.querySelectorAll("a")];
    const withHref = links.filter((a) => a.hasAttribute("href"));
    expect(withHref.map((a) => a.getAttribute("href"))).toEqual(["http://x/phish", "https://example.edu/a"]);
    for (const a of withHref) {
      expect(a.getAttribute("target")).toBe("_blank");
      expect(a.getAttribute("rel")).toBe("noopener noreferrer");
    }
    for (const a of links.filter((a) => !a.hasAttribute("href"))) {
      expect(a.hasAttribute("target")).toBe(false);
      expect(a.hasAttribute("rel")).toBe(false);
    }
  });

  it("keeps http(s) images and drops the others", () => {
    const out = clean(
      '<img src="https://example.edu/a.png" alt="图"><img src="data:image/png;base64,AAAA" alt="d"><img src="javascript:alert(1)"><img src="/local.png"><img alt="none">',
    );
    expect(out).toBe('<img src="https://example.edu/a.png" alt="图">');
  });

  it("cannot be tricked by markup that changes meaning after parsing", () => {
    const out = clean('<p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript></p>');
    expect(out).not.toContain("onerror");
    expect(out).not.toContain("<noscript");
  });
});

describe("safeHttpUrl", () => {
  it("answers http(s) URLs and refuses the rest", () => {
    expect(safeHttpUrl(" https://example.edu/a ")).toBe("https://example.edu/a");
    expect(safeHttpUrl("HTTP://x/")).toBe("HTTP://x/");
    expect(safeHttpUrl("javascript:alert(1)")).toBeUndefined();
    expect(safeHttpUrl("/relative")).toBeUndefined();
    expect(safeHttpUrl("data:text/html,x")).toBeUndefined();
    expect(safeHttpUrl(undefined)).toBeUndefined();
  });
});
