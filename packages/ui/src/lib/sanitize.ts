import DOMPurify, { type WindowLike } from "dompurify";

let purifier: ReturnType<typeof DOMPurify> | undefined;

/**
 * Sanitises server-provided rich text (notification content, rich-text fields) before it is rendered:
 * scripts, event handlers and javascript: URLs are removed. Pass a window outside the browser.
 */
function sanitizeHtml(html: string, win?: WindowLike): string {
  if (win) return DOMPurify(win).sanitize(html, { USE_PROFILES: { html: true } });
  purifier ??= DOMPurify(window);
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}

export { sanitizeHtml };
