// Static delivery of the built console: precompressed files (brotli, gzip) chosen by Accept-Encoding,
// a cache policy per kind of file, the SPA history fallback, and the security headers (the document-only
// ones on documents alone).
// See the README's "Delivery" section for the reasons behind each header.
import { existsSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { basename, join } from "node:path";

import fastifyCompress from "@fastify/compress";
import fastifyHelmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { serverMessages } from "./messages.js";
import { languageOf, runInLanguage } from "./request-language.js";

/** A year: content-hashed files never change under their name. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** index.html, sw.js, manifest.webmanifest: kept, but revalidated (ETag / Last-Modified) before every use. */
const REVALIDATE = "no-cache";
/** Public files without a hash in their name (favicon.svg): an hour, then revalidated. */
const SHORT = "public, max-age=3600, must-revalidate";
/** API answers carry personal data and tokens: no cache keeps them. */
const NO_STORE = "no-store";

/**
 * Files whose name stays while their content changes with each build, revalidated before every use:
 * the page, the service worker (a browser holding an old sw.js for a year would never see a new build;
 * browsers cap its HTTP cache at a day, which is still a day of the old build) and the web app manifest
 * (the installed app's name, icons and colours).
 */
const REVALIDATED_FILES = new Set(["index.html", "sw.js", "manifest.webmanifest"]);

/** Vite's content hash: `name-<8 base64url characters>.ext` in assets/. */
const HASHED_ASSET = /(^|\/)assets\/.+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/** The Cache-Control of a file of the console, from its path relative to the dist folder. */
export function cacheControlFor(relativePath: string): string {
  const path = relativePath.replace(/\\/g, "/").replace(/\.(br|gz)$/, "");
  if (REVALIDATED_FILES.has(basename(path))) return REVALIDATE;
  if (HASHED_ASSET.test(path)) return IMMUTABLE;
  return SHORT;
}

/**
 * Headers that only mean something on a document a browser renders (the page; an SVG opened on its own
 * can run script too). Scripts, styles, fonts and images of the build are sent without them (a hashed
 * script's headers: 449 bytes instead of the page's 994). `nosniff` and Cross-Origin-Resource-Policy stay,
 * since they guard exactly those subresources.
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/** Whether a console file is one a browser may render as a document (HTML, SVG). */
function isDocumentFile(relativePath: string): boolean {
  return /\.(html?|svg)$/i.test(relativePath.replace(/\.(br|gz)$/, ""));
}

/** A Host header safe to place in a CSP source list (host, optional port), else undefined. */
function sameHost(req: IncomingMessage): string | undefined {
  const host = req.headers.host;
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? host : undefined;
}

/** The push socket's origins (ws: and wss: of the same host) for connect-src. */
function pushSocket(req: IncomingMessage): string {
  const host = sameHost(req);
  return host ? `ws://${host} wss://${host}` : "";
}

/** The Content-Security-Policy directives of the console (see README "Delivery"). */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  // Radix's scroll lock (react-remove-scroll) and the toaster insert <style> elements, and
  // bpmn-js writes style attributes into its SVG: styles need 'unsafe-inline'. Scripts do not.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'", (req: IncomingMessage) => pushSocket(req)],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  // Frames: the console's own pages and exactly the configured preview origins (registerSecurityHeaders).
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
};

/** Registers the security headers (helmet) on every answer; `previewOrigins` may be framed (/student/preview). */
export async function registerSecurityHeaders(app: FastifyInstance, previewOrigins: string[] = []): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      // helmet's defaults add upgrade-insecure-requests, which breaks a console served over plain
      // HTTP on a school's network: every directive is listed here instead.
      useDefaults: false,
      directives: { ...CSP_DIRECTIVES, frameSrc: ["'self'", ...previewOrigins] },
    },
    // HSTS belongs to whoever terminates TLS (the reverse proxy): the reference server speaks HTTP.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "sameorigin" },
  });
}

/** JSON answers of the API above 1 kB are compressed on the fly (brotli quality 4, or gzip). */
export async function registerApiCompression(app: FastifyInstance, apiPrefix: string): Promise<void> {
  // The console's files are precompressed at build time: only API routes go through the plugin.
  // This hook runs before the plugin's own, so it must be added first.
  app.addHook("onRoute", (route) => {
    const api = route.url === apiPrefix || route.url.startsWith(`${apiPrefix}/`);
    if (!api && route.compress === undefined) route.compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    customTypes: /^application\/json\b/,
    // Compressed request bodies are not part of the contract: refuse the extra attack surface.
    globalDecompression: false,
  });
}

/** API answers that set no Cache-Control of their own get `no-store`. */
export function registerApiCaching(app: FastifyInstance, apiPrefix: string): void {
  app.addHook("onSend", async (req, reply, payload) => {
    if ((req.url === apiPrefix || req.url.startsWith(`${apiPrefix}/`)) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", NO_STORE);
    }
    return payload;
  });
}

export interface ConsoleOptions {
  /** The built console's folder (index.html, assets/, precompressed .br/.gz beside each file). */
  dist: string;
  apiPrefix: string;
  /** The API's JSON envelope, for 404 answers. */
  envelope: (code: number, data: unknown, msg: string) => unknown;
}

/** Serves the built console (or a page saying how to build it) with the SPA history fallback. */
export async function registerConsole(app: FastifyInstance, options: ConsoleOptions): Promise<void> {
  const { dist, apiPrefix, envelope } = options;
  const built = existsSync(join(dist, "index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: ["index.html"],
      // assets/x.js.br and .gz are chosen by Accept-Encoding, never routed on their own.
      preCompressed: true,
      globIgnore: ["**/*.br", "**/*.gz"],
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header("cache-control", cacheControlFor(path.slice(dist.length)));
        if (!isDocumentFile(path)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      },
    });
  } else {
    app.get("/", async (_req, reply) =>
      reply
        .header("cache-control", REVALIDATE)
        .type("text/html; charset=utf-8")
        .send(
          `<!doctype html><html lang="en"><meta charset="utf-8"><title>Smartclass server</title>` +
            `<h1>Smartclass reference server</h1><p>The API is running under <code>${apiPrefix}</code>.</p>` +
            `<p>The console is not built yet: run <code>pnpm --filter ./apps/console build</code> (or <code>npm start</code>, ` +
            `which builds it when it can) and reload this page.</p></html>`,
        ),
    );
  }
  app.setNotFoundHandler(async (req, reply) =>
    runInLanguage(languageOf(req.headers["accept-language"]), () => notFound(req, reply)),
  );

  async function notFound(req: FastifyRequest, reply: FastifyReply) {
    const path = req.url.split("?")[0] ?? "/";
    if (path.startsWith(`${apiPrefix}/`) || path === apiPrefix) {
      return reply
        .status(404)
        .send(envelope(404, null, serverMessages.apiNotFound(req.method, path.slice(apiPrefix.length))));
    }
    if (built && (req.method === "GET" || req.method === "HEAD") && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.sendFile("index.html");
    }
    return reply.status(404).send(envelope(404, null, serverMessages.resourceNotFound));
  }
}
