// Serves a built folder on 127.0.0.1 for the browser tests.
import { createServer } from "node:http";

import sirv from "sirv";

/** Starts a static server for `dir` on a free loopback port; resolves with its URL and a close function. */
export function serveStatic(dir) {
  const handler = sirv(dir, { dev: false, etag: true, single: false });
  const server = createServer((req, res) => handler(req, res));
  return new Promise((resolveServe, reject) => {
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolveServe({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}
