// What the push suites share: a raw push client that records every frame, the two ways of
// authenticating (first frame, URL), a second server instance on the same PostgreSQL database, and
// a restart of the server on the same data.
import type { AddressInfo } from "node:net";

import WebSocket from "ws";

import { type App, buildApp } from "../src/app.js";
import { type Database, openDatabase } from "../src/db/index.js";
import { until } from "./activity-kit.js";
import type { TestServer } from "./helpers.js";

interface Frame {
  type: string;
  seq?: number;
  at?: number;
  replayed?: boolean;
  serverTime?: number;
  [field: string]: unknown;
}

export interface RawPush {
  ws: WebSocket;
  /** Every JSON frame, in order (pong left out). */
  frames: Frame[];
  /** Every text frame as received, pong included. */
  texts: string[];
  /** The close code and reason, once closed. */
  closed: Promise<{ code: number; reason: string }>;
  /** The event frames (not hello, resync). */
  events(): Frame[];
  /** Their seq numbers, in order of arrival. */
  seqs(): number[];
  /** Waits until the check holds on the frames (fails the test after `ms`). */
  waitFor(check: (frames: Frame[]) => boolean, ms?: number): Promise<void>;
  sendAuth(token: string, lastSeq: number | null): void;
  close(): Promise<void>;
}

const wsBase = (base: string) => `${base.replace(/^http/, "ws")}/infra/ws`;

/** Opens a push socket; `query` goes into the URL (token, lastSeq, deviceType). */
export async function openPush(base: string, query: Record<string, string | number> = {}): Promise<RawPush> {
  const url = new URL(wsBase(base));
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  const texts: string[] = [];
  ws.on("message", (d) => {
    const text = d.toString();
    texts.push(text);
    if (text !== "pong") frames.push(JSON.parse(text) as Frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const events = () => frames.filter((f) => f.type !== "hello" && f.type !== "resync");
  return {
    ws,
    frames,
    texts,
    closed,
    events,
    seqs: () => events().map((f) => f.seq!),
    async waitFor(check, ms = 5000) {
      if (!(await until(() => check(frames), ms))) {
        throw new Error(`push frames never matched: ${JSON.stringify(frames).slice(0, 600)}`);
      }
    },
    sendAuth(token, lastSeq) {
      ws.send(JSON.stringify({ type: "auth", token, lastSeq }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once("close", () => resolve());
        ws.close();
      }),
  };
}

/** Connects the v2 way (token in the first frame) and waits for hello. */
export async function connectV2(base: string, token: string, lastSeq: number | null): Promise<RawPush> {
  const push = await openPush(base, { deviceType: "pc" });
  push.sendAuth(token, lastSeq);
  await push.waitFor((f) => f.some((x) => x.type === "hello"));
  return push;
}

/** The hello frame's seq (the user's current seq when the socket was registered). */
export const helloSeq = (push: RawPush) => push.frames.find((f) => f.type === "hello")!.seq!;

/** `n` consecutive numbers from `from`. */
export const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

export interface ServedApp extends App {
  base: string;
  database: Database;
  close(): Promise<void>;
}

async function serve(server: TestServer, database: Database): Promise<ServedApp> {
  const built = await buildApp({
    config: { ...server.services.config },
    database,
    clock: server.clock,
    logStream: { write: () => undefined },
  });
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  const port = (built.app.server.address() as AddressInfo).port;
  return {
    ...built,
    base: `http://127.0.0.1:${port}/admin-api`,
    database,
    async close() {
      await built.app.close();
      await database.close();
    },
  };
}

/** Another server instance on the same PostgreSQL database, with the same clock. */
export async function secondInstance(server: TestServer): Promise<ServedApp> {
  if (!server.databaseUrl) throw new Error("a second instance needs PostgreSQL");
  return serve(server, await openDatabase({ databaseUrl: server.databaseUrl }));
}

/**
 * Stops the server's application and builds a new one on the same data: on PostgreSQL the same
 * database, on PGlite the database's files as the stopped server left them. The old database handle
 * stays open for the test server's own close.
 */
export async function restartOnSameData(server: TestServer): Promise<ServedApp> {
  await server.app.close();
  if (server.databaseUrl) return serve(server, await openDatabase({ databaseUrl: server.databaseUrl }));
  const files = await server.database.pglite!.dumpDataDir("none");
  return serve(server, await openDatabase({ loadDataDir: files }));
}
