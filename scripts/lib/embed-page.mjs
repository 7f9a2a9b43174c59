// The browser side of scripts/check-embed.mjs: the embed example's host backend on 127.0.0.1 (the
// endpoints its README examples call, answered as a school's own server would, every call recorded),
// and the readers that compare computed styles between two loads of a page.
/* global document, getComputedStyle -- the functions given to page.evaluate run in the browser */
import { createServer } from "node:http";

import sirv from "sirv";

/** The student the host backend serves: in class, no face registered, one sign-in to answer. */
export const HOST_STUDENT = {
  currentClass: { id: 7, courseName: "高一数学", name: "函数的单调性" },
  signInId: 42,
};

/** The host's endpoints (method and path) and their JSON answers; `null` answers 204 No Content. */
const HOST_ANSWERS = {
  "GET /api/me/face": false,
  "GET /api/me/current-class": HOST_STUDENT.currentClass,
  [`GET /api/classes/${HOST_STUDENT.currentClass.id}/open-sign-in`]: HOST_STUDENT.signInId,
  "POST /api/check-ins": 1,
  "POST /api/check-ins/supplement": 1,
  "PUT /api/process-models/leave": null,
};

function readBody(req) {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

/**
 * Serves the built app and the host backend on a free loopback port. Resolves with its URL, the calls
 * the backend received so far (`{ method, path, body }`, in order) and a close function.
 */
export function serveHostApp(dist) {
  const files = sirv(dist, { dev: false, etag: true, single: false });
  const calls = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (!url.pathname.startsWith("/api/")) {
      files(req, res, () => {
        res.statusCode = 404;
        res.end();
      });
      return;
    }
    readBody(req).then((body) => {
      calls.push({ method: req.method, path: url.pathname, body });
      const key = `${req.method} ${url.pathname}`;
      if (!(key in HOST_ANSWERS)) {
        res.statusCode = 404;
        res.end();
      } else if (HOST_ANSWERS[key] === null) {
        res.statusCode = 204;
        res.end();
      } else {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(HOST_ANSWERS[key]));
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        calls,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** Collects what a page reports as wrong: uncaught errors, console errors (CSP refusals among them). */
export function watchPage(page) {
  const problems = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  return problems;
}

/** Waits for the page's fonts and finite animations (a dialog's opening), so styles are final. */
export async function settle(page) {
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}

const BOX = ["top", "right", "bottom", "left"];

/** What a person notices of a host element: type, spacing, borders, list bullets, colours. */
export const HOST_PROPERTIES = [
  "display",
  "box-sizing",
  "font-family",
  "font-size",
  "font-weight",
  "line-height",
  "text-transform",
  "text-decoration-line",
  "color",
  "background-color",
  "list-style-type",
  "list-style-position",
  ...BOX.map((side) => `margin-${side}`),
  ...BOX.map((side) => `padding-${side}`),
  ...BOX.flatMap((side) => [`border-${side}-width`, `border-${side}-style`, `border-${side}-color`]),
  "border-top-left-radius",
];

/** The same for a widget's part, with its size (a button squeezed or stretched is noticed too). */
export const WIDGET_PROPERTIES = [
  ...HOST_PROPERTIES,
  "background-image",
  "letter-spacing",
  "text-align",
  "width",
  "height",
];

/** Computed styles of <html>, <body> and every `[data-host]` element of the page's root, by name. */
export function readHostStyles(page) {
  return page.evaluate((properties) => {
    const read = (element) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
    };
    const elements = [
      ["html", document.documentElement],
      ["body", document.body],
      ...[...document.querySelectorAll("#root [data-host]")].map((element) => [element.dataset.host, element]),
    ];
    return Object.fromEntries(elements.map(([name, element]) => [name, read(element)]));
  }, HOST_PROPERTIES);
}

/** Computed styles of named widget parts (`{ name: locator }`); a part that is not there is `null`. */
export async function readWidgetStyles(parts) {
  const styles = {};
  for (const [name, locator] of Object.entries(parts)) {
    const first = locator.first();
    styles[name] =
      (await first.count()) === 0
        ? null
        : await first.evaluate((element, properties) => {
            const style = getComputedStyle(element);
            return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
          }, WIDGET_PROPERTIES);
  }
  return styles;
}

/** Every difference between two style readings, one line per part: `part: property before → after; …`. */
export function styleDifferences(before, after) {
  const lines = [];
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[name];
    const b = after[name];
    if (!a || !b) {
      if (a !== b) lines.push(`${name}: ${a ? "present" : "missing"} → ${b ? "present" : "missing"}`);
      continue;
    }
    const changed = Object.keys(a).filter((property) => a[property] !== b[property]);
    if (changed.length > 0) {
      lines.push(`${name}: ${changed.map((property) => `${property} ${a[property]} → ${b[property]}`).join("; ")}`);
    }
  }
  return lines;
}
