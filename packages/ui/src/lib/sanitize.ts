import DOMPurify, { type Config, type WindowLike } from "dompurify";

// An allow-list, not DOMPurify's HTML profile: the profile keeps `style`, `class`, `id`, forms and inputs,
// so a message could cover the page (`position: fixed`), borrow our classes or draw a fake login form.
// What is left is text formatting, lists, tables, http(s) links and http(s) images.
const ALLOWED_TAGS = [
  "a",
  "abbr",
  "b",
  "blockquote",
  "br",
  "caption",
  "code",
  "del",
  "div",
  "em",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "ins",
  "li",
  "mark",
  "ol",
  "p",
  "pre",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "u",
  "ul",
];
const ALLOWED_ATTR = ["href", "src", "alt", "title", "colspan", "rowspan"];
const HTTP_URL = /^https?:\/\//i;

const config: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: HTTP_URL,
  // Attributes outside DOMPurify's URI-safe list are checked against the URI pattern: numbers are safe.
  ADD_URI_SAFE_ATTR: ["colspan", "rowspan"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Never return a DOM fragment or trusted type: callers put a string into React.
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
};

type Purifier = ReturnType<typeof DOMPurify>;
const purifiers = new WeakMap<WindowLike, Purifier>();

/** A DOMPurify instance for `win` with our link and image rules as hooks (hooks are per instance). */
function purifierFor(win: WindowLike): Purifier {
  const existing = purifiers.get(win);
  if (existing) return existing;
  const purifier = DOMPurify(win);
  purifier.addHook("uponSanitizeAttribute", (_node, data) => {
    // DOMPurify lets `data:` URIs through on images whatever the URI pattern says; we show http(s) only.
    if ((data.attrName === "src" || data.attrName === "href") && !HTTP_URL.test(data.attrValue.trim())) {
      data.keepAttr = false;
    }
  });
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A" && node.hasAttribute("href")) {
      // Every kept link opens elsewhere and tells that page nothing about ours.
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
    if (node.nodeName === "IMG" && !node.hasAttribute("src")) node.remove();
  });
  purifiers.set(win, purifier);
  return purifier;
}

/**
 * The one sanitiser for server-provided rich text (notification content, rich-text fields): an
 * allow-list of formatting tags with no `style`, `class`, `id`, forms, inputs, buttons, frames or
 * scripts; links and images only over http(s), links forced to `target="_blank"` and
 * `rel="noopener noreferrer"`. Pass a window outside the browser.
 */
function sanitizeHtml(html: string, win?: WindowLike): string {
  return purifierFor(win ?? window).sanitize(html, config) as string;
}

/** The http(s) URL itself, or `undefined` for anything else (javascript:, data:, relative paths). */
function safeHttpUrl(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim();
  return trimmed && HTTP_URL.test(trimmed) ? trimmed : undefined;
}

export { safeHttpUrl, sanitizeHtml };
