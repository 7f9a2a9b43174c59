// The push protocol's sequence rules against a real ws server on 127.0.0.1 that numbers events per
// user and replays from its history: what was missed while disconnected arrives once and in order,
// duplicates are dropped, a gap is filled by reconnecting at once, a lost history means "refetch
// everything", a server restart continues the numbers, and the token never appears in the URL.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";

import {
  createPushClient,
  createServerClock,
  type DeliveredPushEvent,
  type LastSeqStore,
  type PushClient,
  type PushClientOptions,
  type WebSocketConstructor,
} from "../src";
import { createManualTimers, type ManualTimers } from "./support/manual-timers";
import { startPushServer, type TestPushServer } from "./support/ws-server";

const NodeWebSocket = WebSocket as unknown as WebSocketConstructor;

/** Waits for real I/O (frames and connections crossing loopback), never for time to pass: a bounded poll. */
async function until(condition: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A store like the console's sessionStorage one, observable by the test. */
function recordingStore(initial: number | null = null): LastSeqStore & { value: number | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (seq: number) => {
      store.value = seq;
    },
  };
  return store;
}

let server: TestPushServer;
let push: PushClient | undefined;
let events: DeliveredPushEvent[];
let resyncs: number[];
let errors: string[];
let timers: ManualTimers;

function start(overrides: Partial<PushClientOptions> = {}): PushClient {
  push = createPushClient({
    baseUrl: server.baseUrl,
    getToken: () => "secret-token",
    deviceType: "web",
    onEvent: (event) => void events.push(event),
    onResync: (seq) => void resyncs.push(seq),
    onError: (message) => void errors.push(message),
    WebSocket: NodeWebSocket,
    heartbeatMs: 60_000,
    reconnectMs: 100,
    jitterMs: 0,
    visibility: undefined,
    online: undefined,
    timers,
    ...overrides,
  });
  push.connect();
  return push;
}

/** The seq of each delivered event, in delivery order. */
const seqs = () => events.map((e) => e.seq);
/** Question ids of the delivered events (what a student would have been shown). */
const questions = () => events.map((e) => (e.type === "askQuestion" ? e.questionId : null));

/** Waits until the n-th connection has authenticated. */
async function authenticated(n: number) {
  const connection = await server.waitForConnection(n);
  await until(() => connection.auth !== undefined, `connection #${n} to authenticate`);
  return connection;
}

/** An event the server recorded while the client was not listening (as when the socket was down). */
function missedWhileAway(event: Record<string, unknown>): number {
  server.history.seq += 1;
  server.history.events.push({ seq: server.history.seq, frame: { ...event, seq: server.history.seq, at: 0 } });
  return server.history.seq;
}

beforeEach(async () => {
  server = await startPushServer();
  events = [];
  resyncs = [];
  errors = [];
  timers = createManualTimers();
});

afterEach(async () => {
  push?.disconnect();
  push = undefined;
  await server.close();
});

describe("push sequence", () => {
  it("never puts the token in the URL: it goes in the first frame, with no lastSeq on a first connect", async () => {
    missedWhileAway({ type: "askQuestion", questionId: 1 });
    const store = recordingStore();
    const hellos: { seq: number; resumed: boolean }[] = [];
    start({ lastSeq: store, onHello: (hello) => void hellos.push(hello) });
    const connection = await authenticated(1);
    expect(connection.url).toBe("/admin-api/infra/ws?deviceType=web");
    expect(connection.url).not.toContain("secret-token");
    expect(connection.auth).toEqual({ token: "secret-token", lastSeq: null });
    // A first connect replays nothing: the number to continue from is the user's current one.
    await until(() => store.value === 1, "hello's seq taken as seen");
    expect(hellos).toEqual([{ seq: 1, resumed: false }]);
    server.push({ type: "askQuestion", questionId: 2 });
    await until(() => events.length === 1, "the live event");
    expect(questions()).toEqual([2]);
    expect(store.value).toBe(2);
  });

  it("replays what went out while the socket was down, in order and once, then live events", async () => {
    const store = recordingStore();
    start({ lastSeq: store });
    const first = await authenticated(1);
    server.push({ type: "askQuestion", questionId: 1 });
    await until(() => events.length === 1, "the first event");
    first.socket.terminate();
    await until(() => push?.status === "waiting", "the client to notice the drop");
    missedWhileAway({ type: "askQuestion", questionId: 2 });
    missedWhileAway({ type: "signIn", signInId: 9 });
    timers.advance(100);
    const second = await authenticated(2);
    expect(second.auth?.lastSeq).toBe(1);
    await until(() => events.length === 3, "the replay");
    server.push({ type: "askQuestion", questionId: 4 });
    await until(() => events.length === 4, "the live event after the replay");
    expect(seqs()).toEqual([1, 2, 3, 4]);
    expect(events.map((e) => e.replayed ?? false)).toEqual([false, true, true, false]);
    expect(store.value).toBe(4);
  });

  it("drops an event it has already seen (the same event twice, or an old one)", async () => {
    start();
    const connection = await authenticated(1);
    server.push({ type: "askQuestion", questionId: 1 });
    server.push({ type: "askQuestion", questionId: 2 });
    await until(() => events.length === 2, "two events");
    const [one, two] = server.history.events;
    connection.socket.send(JSON.stringify(two?.frame));
    connection.socket.send(JSON.stringify(one?.frame));
    server.push({ type: "askQuestion", questionId: 3 });
    await until(() => events.length === 3, "the next event");
    expect(questions()).toEqual([1, 2, 3]);
    expect(server.connections).toHaveLength(1);
  });

  it("an event it cannot read (a type newer than the client) takes its number: later events still arrive, once", async () => {
    start();
    await authenticated(1);
    server.push({ type: "askQuestion", questionId: 1 });
    server.push({ type: "somethingNewer", courseItemId: 7 });
    server.push({ type: "askQuestion", questionId: 3 });
    await until(() => events.length === 2, "the event after the unknown one");
    expect(seqs()).toEqual([1, 3]);
    expect(errors).toEqual(["未知的消息类型：somethingNewer"]);
    // No reconnect to fill a "gap" at the unknown event's number (which would replay it for ever).
    expect(server.connections).toHaveLength(1);
  });

  it("a refused token (4001) asks the host to renew it and retries later and later; a hello resets the wait", async () => {
    let refusals = 0;
    start({ onUnauthorized: () => void (refusals += 1) });
    (await authenticated(1)).socket.close(4001, "revoked");
    await until(() => refusals === 1, "the host to be told");
    expect(push?.status).toBe("waiting");
    timers.advance(100);
    (await authenticated(2)).socket.close(4001, "revoked");
    await until(() => refusals === 2, "the second refusal");
    // The second try waits twice as long.
    timers.advance(100);
    expect(server.connections).toHaveLength(2);
    timers.advance(100);
    const third = await authenticated(3);
    await until(() => push?.status === "open", "the third connection");
    server.push({ type: "askQuestion", questionId: 1 });
    await until(() => events.length === 1, "an event on the accepted connection");
    expect(third.auth?.token).toBe("secret-token");
  });

  it("closed because newer connections took over (4008): it waits until the page is looked at again", async () => {
    const page = new (class extends EventTarget {
      visibilityState: "visible" | "hidden" = "visible";
      set(state: "visible" | "hidden") {
        this.visibilityState = state;
        this.dispatchEvent(new Event("visibilitychange"));
      }
    })();
    start({ visibility: page });
    (await authenticated(1)).socket.close(4008, "too many connections");
    await until(() => push?.status === "idle", "the client to stand down");
    timers.advance(60_000);
    expect(server.connections).toHaveLength(1);
    page.set("hidden");
    page.set("visible");
    await authenticated(2);
  });

  it("a gap reconnects at once with the last seen number, and the replay fills it in order", async () => {
    start();
    await authenticated(1);
    server.push({ type: "askQuestion", questionId: 1 });
    await until(() => events.length === 1, "the first event");
    missedWhileAway({ type: "askQuestion", questionId: 2 });
    server.push({ type: "askQuestion", questionId: 3 });
    const second = await authenticated(2);
    // No virtual time passed: the reconnect did not wait for the reconnect delay.
    expect(timers.now).toBe(0);
    expect(second.auth?.lastSeq).toBe(1);
    await until(() => events.length === 3, "the gap filled");
    expect(questions()).toEqual([1, 2, 3]);
    expect(seqs()).toEqual([1, 2, 3]);
  });

  it("a history that no longer has the missed events says resync: the page refetches everything", async () => {
    for (let i = 1; i <= 5; i += 1) missedWhileAway({ type: "askQuestion", questionId: i });
    // The server kept only the last two events; the tab last saw number 1.
    server.history.events.splice(0, 3);
    const store = recordingStore(1);
    start({ lastSeq: store });
    const connection = await authenticated(1);
    expect(connection.auth?.lastSeq).toBe(1);
    await until(() => resyncs.length === 1, "the resync");
    expect(resyncs).toEqual([5]);
    expect(store.value).toBe(5);
    server.push({ type: "askQuestion", questionId: 6 });
    await until(() => events.length === 1, "the live event after the resync");
    expect(seqs()).toEqual([6]);
  });

  it("a number ahead of the server's (its database was reset) resyncs to the server's number", async () => {
    missedWhileAway({ type: "askQuestion", questionId: 1 });
    const store = recordingStore(40);
    start({ lastSeq: store });
    await authenticated(1);
    await until(() => resyncs.length === 1, "the resync");
    expect(store.value).toBe(1);
    server.push({ type: "askQuestion", questionId: 2 });
    await until(() => events.length === 1, "the next live event");
    expect(questions()).toEqual([2]);
  });

  it("a server restart between two events: the numbers continue and nothing is lost or doubled", async () => {
    const store = recordingStore();
    start({ lastSeq: store });
    await authenticated(1);
    server.push({ type: "askQuestion", questionId: 1 });
    await until(() => events.length === 1, "the event before the restart");
    const { port, history } = server;
    await server.close();
    await until(() => push?.status === "waiting", "the client to notice the restart");
    server = await startPushServer({ port, history });
    missedWhileAway({ type: "askQuestion", questionId: 2 });
    timers.advance(100);
    const after = await authenticated(1);
    expect(after.auth?.lastSeq).toBe(1);
    await until(() => events.length === 2, "the event sent during the restart");
    server.push({ type: "askQuestion", questionId: 3 });
    await until(() => events.length === 3, "the event after the restart");
    expect(seqs()).toEqual([1, 2, 3]);
    expect(resyncs).toEqual([]);
    expect(store.value).toBe(3);
  });

  it("continues from the stored number after a reload of the tab", async () => {
    for (let i = 1; i <= 3; i += 1) missedWhileAway({ type: "askQuestion", questionId: i });
    const hellos: { seq: number; resumed: boolean }[] = [];
    start({ lastSeq: recordingStore(2), onHello: (hello) => void hellos.push(hello) });
    const connection = await authenticated(1);
    expect(connection.auth?.lastSeq).toBe(2);
    await until(() => events.length === 1, "the replayed event");
    expect(questions()).toEqual([3]);
    expect(events[0]?.replayed).toBe(true);
    expect(hellos).toEqual([{ seq: 3, resumed: true }]);
  });

  it("hello's server time corrects the clock (a server five minutes ahead)", async () => {
    await server.close();
    server = await startPushServer({ now: () => Date.now() + 300_000 });
    const clock = createServerClock();
    start({ clock });
    await authenticated(1);
    await until(() => clock.offset !== 0, "the clock corrected");
    expect(Math.abs(clock.offset - 300_000)).toBeLessThan(1_000);
  });
});
