// A real HTTP server on 127.0.0.1 (port 0) for the client tests: routes by `METHOD /path`, records
// every request it receives, and can hold or drop answers to provoke timeouts and network errors.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as the server saw it. */
interface SeenRequest {
  method: string;
  path: string;
  url: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
  /** True once the client closed the connection before the answer ended (a stopped stream). */
  closedEarly: boolean;
}

/** What a route answers. */
interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** A value is sent as JSON; a string or Buffer as is. */
  body?: unknown;
  /** Never answer (the client must time out). */
  hang?: boolean;
  /** Destroy the socket without an answer (a network error). */
  drop?: boolean;
  /** Answer after this many milliseconds. */
  delay?: number;
  /** Stream these pieces (written as they are, each after its delay) instead of a body. */
  chunks?: { text: string | Buffer; delay?: number }[];
  /** After the chunks, keep the stream open (until the client closes it). */
  keepOpen?: boolean;
  /** After the chunks, destroy the socket (a connection lost mid-stream). */
  dropAfter?: boolean;
}

type Route = (request: SeenRequest) => Reply | Promise<Reply>;

/** A running test server. */
interface TestServer {
  /** `http://127.0.0.1:{port}/admin-api`. */
  baseUrl: string;
  requests: SeenRequest[];
  /** Set the handler of `METHOD /path` (path without /admin-api). */
  route(key: string, handler: Route): void;
  /** Requests received for `METHOD /path`. */
  seen(key: string): SeenRequest[];
  close(): Promise<void>;
}

/** The success envelope. */
function ok(data: unknown): Reply {
  return { body: { code: 0, data, msg: "" } };
}

/** An error envelope (HTTP 200, as the reference backend answers business errors). */
function fail(code: number, msg = "", data: unknown = null): Reply {
  return { body: { code, data, msg } };
}

async function startServer(): Promise<TestServer> {
  const routes = new Map<string, Route>();
  const requests: SeenRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", "http://127.0.0.1");
        const path = url.pathname.replace(/^\/admin-api/, "");
        const seen: SeenRequest = {
          method: req.method ?? "GET",
          path,
          url: req.url ?? "/",
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          closedEarly: false,
        };
        res.on("close", () => {
          if (!res.writableFinished) seen.closedEarly = true;
        });
        requests.push(seen);
        const handler = routes.get(`${seen.method} ${path}`);
        const reply: Reply = handler ? await handler(seen) : { status: 404, body: "no route" };
        if (reply.drop) {
          req.socket.destroy();
          return;
        }
        if (reply.hang) {
          hanging.add(res);
          return;
        }
        if (reply.delay) await new Promise((resolve) => setTimeout(resolve, reply.delay));
        if (reply.chunks) {
          hanging.add(res);
          res.writeHead(reply.status ?? 200, { "content-type": "text/event-stream", ...reply.headers });
          res.flushHeaders();
          for (const chunk of reply.chunks) {
            if (chunk.delay) await new Promise((resolve) => setTimeout(resolve, chunk.delay));
            if (res.destroyed) return;
            res.write(chunk.text);
          }
          if (reply.dropAfter) {
            // Let the pieces reach the client first, as a connection that breaks later would.
            await new Promise((resolve) => setTimeout(resolve, 30));
            req.socket.destroy();
          } else if (!reply.keepOpen) res.end();
          return;
        }
        const isRaw = typeof reply.body === "string" || Buffer.isBuffer(reply.body);
        const payload = isRaw ? (reply.body as string | Buffer) : JSON.stringify(reply.body ?? null);
        res.writeHead(reply.status ?? 200, {
          "content-type": isRaw ? "text/plain; charset=utf-8" : "application/json",
          ...reply.headers,
        });
        res.end(payload);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/admin-api`,
    requests,
    route(key, handler) {
      routes.set(key, handler);
    },
    seen(key) {
      return requests.filter((r) => `${r.method} ${r.path}` === key);
    },
    close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export { fail, ok, startServer };
export type { TestServer };
