// The push client against a real ws server on 127.0.0.1: heartbeat cadence, pong ignored, reconnect
// after a dropped connection, visibility and online handling, typed events and unknown types.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";

import {
  createPushClient,
  parsePushEvent,
  type PushClient,
  type PushClientOptions,
  type PushEvent,
  type PushTimers,
  type WebSocketConstructor,
} from "../src";
import { startPushServer, type TestPushServer } from "./support/ws-server";

// ws's client matches the browser WebSocket surface the push client uses.
const NodeWebSocket = WebSocket as unknown as WebSocketConstructor;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: TestPushServer;
let push: PushClient | undefined;
let events: PushEvent[];
let errors: string[];

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
    ...overrides,
  });
  push.connect();
  return push;
}

const pings = (frames: { text: string }[]) => frames.filter((f) => f.text === "ping").length;

beforeEach(async () => {
  server = await startPushServer();
  events = [];
  errors = [];
});

afterEach(async () => {
  push?.disconnect();
  push = undefined;
  await server.close();
});

describe("push client", () => {
  it("connects to {base}/infra/ws with the token and sends ping at the heartbeat cadence", async () => {
    start({ deviceType: "pad" });
    const connection = await server.waitForConnection(1);
    expect(connection.url).toBe("/admin-api/infra/ws?token=tok+en&deviceType=pad");
    await sleep(330);
    const frames = connection.frames.filter((f) => f.text === "ping");
    expect(frames.length).toBeGreaterThanOrEqual(4);
    expect(frames.length).toBeLessThanOrEqual(7);
    const gaps = frames.slice(1).map((f, i) => f.at - (frames[i]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(30);
    // Every ping got a pong, and pongs reached neither the event nor the error handler.
    expect(events).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("uses the spec's 3 s heartbeat and 4 s reconnect (+ jitter) by default", async () => {
    const requested: { kind: string; ms: number }[] = [];
    // Real timers, scaled down 100×, recording what the client asked for.
    const timers: PushTimers = {
      setTimeout: (cb, ms) => (requested.push({ kind: "timeout", ms }), setTimeout(cb, ms / 100)),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      setInterval: (cb, ms) => (requested.push({ kind: "interval", ms }), setInterval(cb, ms / 100)),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    };
    start({ heartbeatMs: undefined, reconnectMs: undefined, jitterMs: undefined, timers, random: () => 0.25 });
    const first = await server.waitForConnection(1);
    await sleep(80);
    expect(pings(first.frames)).toBeGreaterThanOrEqual(1);
    first.socket.terminate();
    await server.waitForConnection(2);
    expect(requested).toContainEqual({ kind: "interval", ms: 3000 });
    expect(requested).toContainEqual({ kind: "timeout", ms: 4250 });
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
    await sleep(80);
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
    const dropped = Date.now();
    first.socket.terminate();
    const second = await server.waitForConnection(2);
    expect(second.openedAt - dropped).toBeGreaterThanOrEqual(120 + 50 - 5);
    await sleep(120);
    expect(pings(second.frames)).toBeGreaterThanOrEqual(1);
    expect(statuses).toEqual(["connecting", "open", "waiting", "connecting", "open"]);
  });

  it("does not reconnect after disconnect()", async () => {
    const client = start();
    await server.waitForConnection(1);
    client.disconnect();
    await sleep(300);
    expect(server.connections).toHaveLength(1);
    expect(client.status).toBe("closed");
  });

  it("pauses the heartbeat while the page is hidden and resumes when visible", async () => {
    const page = new FakePage();
    start({ visibility: page });
    const connection = await server.waitForConnection(1);
    await sleep(120);
    page.hide();
    const atHide = pings(connection.frames);
    await sleep(250);
    expect(pings(connection.frames)).toBe(atHide);
    page.show();
    await sleep(130);
    expect(pings(connection.frames)).toBeGreaterThan(atHide);
  });

  it("reconnects at once on visibilitychange and on online instead of waiting", async () => {
    const page = new FakePage();
    const network = new EventTarget();
    start({ visibility: page, online: network, reconnectMs: 60_000 });
    const first = await server.waitForConnection(1);
    first.socket.terminate();
    await sleep(50);
    expect(server.connections).toHaveLength(1);
    page.show();
    const second = await server.waitForConnection(2, 1000);
    second.socket.terminate();
    await sleep(50);
    network.dispatchEvent(new Event("online"));
    await server.waitForConnection(3, 1000);
  });

  it("says the browser lacks WebSocket when there is none", () => {
    start({ WebSocket: undefined });
    expect(errors).toEqual(["您的浏览器不支持WebSocket"]);
  });

  it("does not connect without a token", async () => {
    start({ getToken: () => undefined });
    await sleep(100);
    expect(server.connections).toHaveLength(0);
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
