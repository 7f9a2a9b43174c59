// A real WebSocket server (ws) on 127.0.0.1, port 0, for the push client tests.
import type { AddressInfo } from "node:net";

import { type WebSocket, WebSocketServer } from "ws";

/** A connection as the server saw it. */
interface SeenConnection {
  url: string;
  socket: WebSocket;
  frames: { text: string; at: number }[];
  openedAt: number;
}

/** A running push server. */
interface TestPushServer {
  /** `http://127.0.0.1:{port}/admin-api` (the client turns it into ws://). */
  baseUrl: string;
  connections: SeenConnection[];
  /** Resolves when the n-th connection (1-based) has arrived. */
  waitForConnection(n: number, timeoutMs?: number): Promise<SeenConnection>;
  close(): Promise<void>;
}

async function startPushServer(): Promise<TestPushServer> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const connections: SeenConnection[] = [];
  const waiters: { n: number; resolve: (c: SeenConnection) => void }[] = [];

  server.on("connection", (socket, request) => {
    const seen: SeenConnection = { url: request.url ?? "", socket, frames: [], openedAt: Date.now() };
    connections.push(seen);
    socket.on("message", (data) => {
      const text = String(data);
      seen.frames.push({ text, at: Date.now() });
      if (text === "ping") socket.send("pong");
    });
    for (const waiter of waiters.filter((w) => w.n === connections.length)) waiter.resolve(seen);
  });

  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/admin-api`,
    connections,
    waitForConnection(n, timeoutMs = 3000) {
      const existing = connections[n - 1];
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no connection #${n} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          n,
          resolve: (c) => {
            clearTimeout(timer);
            resolve(c);
          },
        });
      });
    },
    close() {
      for (const client of server.clients) client.terminate();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export { startPushServer };
export type { SeenConnection, TestPushServer };
