// The push client against a real ws server on 127.0.0.1: heartbeat cadence, pong ignored, reconnect
// after a dropped connection, visibility and online handling, typed events and unknown types. The
// sequence rules (replay, gaps, duplicates, resync) are in push-sequence.test.ts.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";

import {
  createPushClient,
  parsePushEvent,
  type PushClient,
  type PushClientOptions,
  type PushEvent,
  type WebSocketConstructor,
} from "../src";
import { createManualTimers, type ManualTimers } from "./support/manual-timers";
import { startPushServer, type TestPushServer } from "./support/ws-server";

// ws's client matches the browser WebSocket surface the push client uses.
const NodeWebSocket = WebSocket as unknown as WebSocketConstructor;
/** Waits for real I/O (frames and connections crossing loopback), never for time to pass: a bounded poll. */
async function until(condition: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let server: TestPushServer;
let push: PushClient | undefined;
let events: PushEvent[];
let errors: string[];
let timers: ManualTimers;

class FakePage extends EventTarget {
  visibilityState: "visible" | "hidden" = "visible";
  hide() {
    this.visibilityState = "hidden";
    this.dispatchEvent(new Event("visibilitychange"));
  }
  show() {
    this.visibilityState = "visible";
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

function start(overrides: Partial<PushClientOptions> = {}): PushClient {
  push = createPushClient({
    baseUrl: server.baseUrl,
    getToken: () => "tok en",
    onEvent: (event) => void events.push(event),
    onError: (message) => void errors.push(message),
    WebSocket: NodeWebSocket,
    heartbeatMs: 50,
    reconnectMs: 120,
    jitterMs: 0,
    visibility: undefined,
    online: undefined,
    timers,
    ...overrides,
  });
  push.connect();
  return push;
}

const pings = (frames: { text: string }[]) => frames.filter((f) => f.text === "ping").length;

/**
 * A connection of the test's own, opened after whatever the client might have done: once the server
 * has seen it, anything the client had sent before has arrived too, so "nothing happened" is a fact.
 */
async function probe(): Promise<void> {
  const n = server.connections.length + 1;
  const socket = new WebSocket(`${server.baseUrl.replace(/^http/, "ws")}/probe`);
  await Promise.all([server.waitForConnection(n), new Promise((resolve) => socket.once("open", resolve))]);
  socket.terminate();
}

beforeEach(async () => {
  server = await startPushServer();
  events = [];
  errors = [];
  timers = createManualTimers();
});

afterEach(async () => {
  push?.disconnect();
  push = undefined;
  await server.close();
});

describe("push client", () => {
  it("connects to {base}/infra/ws, the token in the first frame, and sends ping at the heartbeat cadence", async () => {
    start({ deviceType: "pad" });
    const connection = await server.waitForConnection(1);
    expect(connection.url).toBe("/admin-api/infra/ws?deviceType=pad");
    await until(() => connection.frames.length > 0, "the auth frame");
    expect(JSON.parse(connection.frames[0]?.text ?? "")).toEqual({ type: "auth", token: "tok en", lastSeq: null });
    await until(() => push?.status === "open", "the socket to open");
    timers.advance(49);
    timers.advance(281);
    // 330 ms of heartbeat at 50 ms: pings at 50, 100, … 300.
    await until(() => pings(connection.frames) === 6, "six pings");
    timers.advance(19); // 349 ms: the seventh ping is due at 350, not before
    await probe();
    expect(pings(connection.frames)).toBe(6);
    // Every ping got a pong, and pongs reached neither the event nor the error handler.
    await until(() => connection.frames.length === 7, "the auth frame and six pings");
    expect(events).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("uses the spec's 3 s heartbeat and 4 s reconnect (+ jitter) by default", async () => {
    start({ heartbeatMs: undefined, reconnectMs: undefined, jitterMs: undefined, random: () => 0.25 });
    const first = await server.waitForConnection(1);
    await until(() => push?.status === "open", "the socket to open");
    timers.advance(3000);
    await until(() => pings(first.frames) === 1, "the first ping after 3 s");
    first.socket.terminate();
    await until(() => push?.status === "waiting", "the client to notice the drop");
    // 4 s plus a quarter of the 1 s jitter: not one millisecond before.
    timers.advance(4249);
    await probe();
    expect(server.connections.filter((c) => c.url.includes("/infra/ws"))).toHaveLength(1);
    timers.advance(1);
    await until(() => server.connections.filter((c) => c.url.includes("/infra/ws")).length === 2, "the reconnect");
    expect(timers.requested).toContainEqual({ kind: "interval", ms: 3000 });
    expect(timers.requested).toContainEqual({ kind: "timeout", ms: 4250 });
  });

  it("parses pushed events into the typed union and reports unknown types", async () => {
    start();
    const connection = await server.waitForConnection(1);
    connection.socket.send(JSON.stringify({ type: "signIn", signInId: 12, courseItemId: 3 }));
    connection.socket.send(JSON.stringify({ type: "practice", id: "7" }));
    connection.socket.send(JSON.stringify({ type: "random", courseItemId: 3, questionId: null }));
    connection.socket.send(JSON.stringify({ type: "aiTopic", content: JSON.stringify({ aiTopicId: 5 }) }));
    connection.socket.send(JSON.stringify({ type: "teleport", x: 1 }));
    connection.socket.send("not json");
    await until(() => events.length + errors.length === 6, "six frames handled");
    expect(events).toEqual([
      { type: "signIn", signInId: 12, courseItemId: 3 },
      { type: "practice", id: 7 },
      { type: "random", courseItemId: 3, questionId: null },
      { type: "aiTopic", aiTopicId: 5 },
    ]);
    expect(errors).toEqual(["未知的消息类型：teleport", "推送消息格式错误"]);
    const first = events[0];
    if (first?.type === "signIn") expect(first.signInId).toBe(12);
  });

  it("reconnects after the server drops the connection, after the reconnect delay plus jitter", async () => {
    const statuses: string[] = [];
    start({ jitterMs: 100, random: () => 0.5, onStatus: (s) => void statuses.push(s) });
    const first = await server.waitForConnection(1);
    await until(() => push?.status === "open", "the socket to open");
    first.socket.terminate();
    await until(() => push?.status === "waiting", "the client to notice the drop");
    timers.advance(169);
    await probe();
    expect(server.connections).toHaveLength(2); // the first and the probe: no reconnect before 120 + 50 ms
    timers.advance(1);
    const second = await server.waitForConnection(3);
    expect(second.url).toContain("/infra/ws");
    await until(() => push?.status === "open", "the second socket to open");
    timers.advance(50);
    await until(() => pings(second.frames) === 1, "a ping on the new socket");
    expect(statuses).toEqual(["connecting", "open", "waiting", "connecting", "open"]);
  });

  it("does not reconnect after disconnect()", async () => {
    const client = start();
    await server.waitForConnection(1);
    client.disconnect();
    expect(timers.pending).toBe(0);
    timers.advance(60_000);
    await probe();
    expect(server.connections.map((c) => c.url.endsWith("/probe"))).toEqual([false, true]);
    expect(client.status).toBe("closed");
  });

  it("pauses the heartbeat while the page is hidden and resumes when visible", async () => {
    const page = new FakePage();
    start({ visibility: page });
    const connection = await server.waitForConnection(1);
    await until(() => push?.status === "open", "the socket to open");
    timers.advance(120);
    await until(() => pings(connection.frames) === 2, "two pings");
    page.hide();
    timers.advance(10_000);
    page.show();
    timers.advance(50);
    // Frames arrive in the order they were sent: exactly one more ping means none while hidden.
    await until(() => pings(connection.frames) === 3, "the ping after showing the page");
    await probe();
    expect(pings(connection.frames)).toBe(3);
  });

  it("reconnects at once on visibilitychange and on online instead of waiting", async () => {
    const page = new FakePage();
    const network = new EventTarget();
    start({ visibility: page, online: network, reconnectMs: 60_000 });
    const first = await server.waitForConnection(1);
    first.socket.terminate();
    await until(() => push?.status === "waiting", "the client to notice the drop");
    page.show();
    const second = await server.waitForConnection(2);
    await until(() => push?.status === "open", "the second socket to open");
    second.socket.terminate();
    await until(() => push?.status === "waiting", "the client to notice the second drop");
    network.dispatchEvent(new Event("online"));
    await server.waitForConnection(3);
    // Neither reconnect waited: no virtual time passed at all.
    expect(timers.now).toBe(0);
  });

  it("says the browser lacks WebSocket when there is none", () => {
    start({ WebSocket: undefined });
    expect(errors).toEqual(["您的浏览器不支持WebSocket"]);
  });

  it("does not connect without a token", async () => {
    start({ getToken: () => undefined });
    timers.advance(60_000);
    await probe();
    expect(server.connections.map((c) => c.url.endsWith("/probe"))).toEqual([true]);
  });
});

describe("parsePushEvent", () => {
  it("accepts every documented type and rejects missing ids", () => {
    const ok = [
      { type: "aiTopic", aiTopicId: 1 },
      { type: "askQuestion", questionId: 1 },
      { type: "practice", id: 1 },
      { type: "survey", itemSurveyId: 1 },
      { type: "assignment", assignmentId: 1 },
      { type: "signIn", signInId: 1 },
      { type: "random" },
      { type: "specific" },
      { type: "demo-message-receive", text: "hi" },
      { type: "notice-push", title: "t", content: "c" },
    ];
    for (const event of ok) expect(parsePushEvent(JSON.stringify(event))).toEqual({ ok: true, event });
    expect(parsePushEvent(JSON.stringify({ type: "signIn" }))).toEqual({ ok: false, error: "推送消息格式错误" });
    expect(parsePushEvent(JSON.stringify({ type: "x" }))).toEqual({ ok: false, error: "未知的消息类型：x" });
  });
});
