// A real WebSocket server (ws) on 127.0.0.1 for the push client tests, speaking the push protocol v2:
// the first frame authenticates (`{"type":"auth","token","lastSeq"}`), the server answers `hello` with
// the user's current sequence number, then replays what the client missed from its history (or says
// `resync` when the history no longer has it), then live events, each numbered per user.
import type { AddressInfo } from "node:net";

import { type WebSocket, WebSocketServer } from "ws";

/** A connection as the server saw it. */
interface SeenConnection {
  url: string;
  socket: WebSocket;
  /** Every text frame the client sent, the auth frame included. */
  frames: { text: string; at: number }[];
  openedAt: number;
  /** The auth frame, once it has arrived. */
  auth?: { token: string; lastSeq: number | null };
}

/**
 * The user's numbered events, kept outside the server so that a test can stop the server and start
 * another on the same history (a restart: the numbers continue, as they do from the database).
 */
interface PushHistory {
  /** The user's current sequence number (0 before any event). */
  seq: number;
  /** The events still kept, oldest first (a test trims them to provoke a resync). */
  events: { seq: number; frame: Record<string, unknown> }[];
}

function createPushHistory(): PushHistory {
  return { seq: 0, events: [] };
}

interface PushServerOptions {
  /** Continue this history (default: a new one). */
  history?: PushHistory;
  /** Listen on this port (default: any free one). */
  port?: number;
  /** The server's clock for `hello.serverTime` and `at` (default Date.now). */
  now?: () => number;
}

/** A running push server. */
interface TestPushServer {
  /** `http://127.0.0.1:{port}/admin-api` (the client turns it into ws://). */
  baseUrl: string;
  port: number;
  history: PushHistory;
  connections: SeenConnection[];
  /** Resolves when the n-th connection (1-based) has arrived. */
  waitForConnection(n: number, timeoutMs?: number): Promise<SeenConnection>;
  /** Numbers an event, keeps it in the history and sends it to every authenticated connection. */
  push(event: Record<string, unknown>): number;
  close(): Promise<void>;
}

async function startPushServer(options: PushServerOptions = {}): Promise<TestPushServer> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: options.port ?? 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const history = options.history ?? createPushHistory();
  const now = options.now ?? (() => Date.now());
  const connections: SeenConnection[] = [];
  const waiters: { n: number; resolve: (c: SeenConnection) => void }[] = [];

  server.on("connection", (socket, request) => {
    const seen: SeenConnection = { url: request.url ?? "", socket, frames: [], openedAt: Date.now() };
    connections.push(seen);
    socket.on("message", (data) => {
      const text = String(data);
      seen.frames.push({ text, at: Date.now() });
      if (text === "ping") {
        socket.send("pong");
        return;
      }
      if (seen.auth || !text.startsWith("{")) return;
      const frame = JSON.parse(text) as { type?: string; token?: string; lastSeq?: number | null };
      if (frame.type !== "auth" || typeof frame.token !== "string") return;
      seen.auth = { token: frame.token, lastSeq: frame.lastSeq ?? null };
      socket.send(JSON.stringify({ type: "hello", seq: history.seq, serverTime: now() }));
      const from = frame.lastSeq;
      if (typeof from !== "number") return;
      const missed = history.events.filter((e) => e.seq > from);
      const complete = from <= history.seq && missed.length === history.seq - from;
      if (!complete) {
        socket.send(JSON.stringify({ type: "resync", seq: history.seq }));
        return;
      }
      for (const event of missed) socket.send(JSON.stringify({ ...event.frame, replayed: true }));
    });
    for (const waiter of waiters.filter((w) => w.n === connections.length)) waiter.resolve(seen);
  });

  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/admin-api`,
    port,
    history,
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
    push(event) {
      history.seq += 1;
      const frame = { ...event, seq: history.seq, at: now() };
      history.events.push({ seq: history.seq, frame });
      for (const connection of connections) {
        if (connection.auth && connection.socket.readyState === connection.socket.OPEN) {
          connection.socket.send(JSON.stringify(frame));
        }
      }
      return history.seq;
    },
    close() {
      for (const client of server.clients) client.terminate();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export { startPushServer };
export type { TestPushServer };
