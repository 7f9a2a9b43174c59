import { afterEach, describe, expect, it, vi } from "vitest";

import { connectEventChannel, createEventChannel, type PushHandlers, type PushSubscribe } from "./event-channel";
import type { PushEventLike } from "./push-reactions";

/** A push source like @smartclass/api's client: it counts its connections and lets the test push. */
function source() {
  const connections: PushHandlers[] = [];
  const subscribe: PushSubscribe = (handlers) => {
    connections.push(handlers);
    return () => connections.splice(connections.indexOf(handlers), 1);
  };
  return { subscribe, connections };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("event channel", () => {
  it("opens one connection and fans every event out to every listener", () => {
    const push = source();
    const channel = createEventChannel();
    const disconnect = connectEventChannel(channel, push.subscribe);
    const seen: string[] = [];
    channel.subscribe({ onEvent: (e) => seen.push(`a:${e.type}`), onError: () => undefined });
    channel.subscribe({ onEvent: (e) => seen.push(`b:${e.type}`), onError: () => undefined });
    push.connections[0]?.onEvent({ type: "questionAnswered" });
    push.connections[0]?.onEvent({ type: "signIn" });
    expect(push.connections).toHaveLength(1);
    expect(seen).toEqual(["a:questionAnswered", "b:questionAnswered", "a:signIn", "b:signIn"]);
    disconnect();
    expect(push.connections).toHaveLength(0);
  });

  it("stops delivering to a listener once it unsubscribes", () => {
    const channel = createEventChannel();
    const first = vi.fn();
    const second = vi.fn();
    const leave = channel.subscribe({ onEvent: first, onError: () => undefined });
    channel.subscribe({ onEvent: second, onError: () => undefined });
    expect(channel.size).toBe(2);
    leave();
    channel.feed.onEvent({ type: "random" });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ type: "random" });
    expect(channel.size).toBe(1);
  });

  it("counts the same handlers subscribed twice as two listeners", () => {
    const channel = createEventChannel();
    const onEvent = vi.fn();
    const handlers = { onEvent, onError: () => undefined };
    const leaveFirst = channel.subscribe(handlers);
    channel.subscribe(handlers);
    channel.feed.onEvent({ type: "random" });
    expect(onEvent).toHaveBeenCalledTimes(2);
    leaveFirst();
    channel.feed.onEvent({ type: "random" });
    expect(onEvent).toHaveBeenCalledTimes(3);
  });

  it("keeps delivering to the others when a listener throws, and still surfaces the error", async () => {
    const channel = createEventChannel();
    const thrown: unknown[] = [];
    const microtask = vi.spyOn(globalThis, "queueMicrotask").mockImplementation((callback) => {
      try {
        callback();
      } catch (error) {
        thrown.push(error);
      }
    });
    const after = vi.fn();
    channel.subscribe({
      onEvent: () => {
        throw new Error("widget bug");
      },
      onError: () => undefined,
    });
    channel.subscribe({ onEvent: after, onError: () => undefined });
    channel.feed.onEvent({ type: "askQuestion" });
    expect(after).toHaveBeenCalledOnce();
    expect(microtask).toHaveBeenCalledOnce();
    expect(thrown).toEqual([new Error("widget bug")]);
  });

  it("lets a listener unsubscribe another during delivery without skipping the current event", () => {
    const channel = createEventChannel();
    const second = vi.fn();
    let leaveSecond = () => undefined as unknown;
    channel.subscribe({ onEvent: () => leaveSecond(), onError: () => undefined });
    leaveSecond = channel.subscribe({ onEvent: second, onError: () => undefined });
    channel.feed.onEvent({ type: "random" });
    expect(second).toHaveBeenCalledOnce();
    channel.feed.onEvent({ type: "random" });
    expect(second).toHaveBeenCalledOnce();
  });

  it("signals every open (first connect and each reconnect) and tracks whether it is connected", () => {
    const channel = createEventChannel();
    const opened = vi.fn();
    const statuses: string[] = [];
    channel.onOpen(opened);
    channel.subscribe({ onEvent: () => undefined, onError: () => undefined, onStatus: (s) => statuses.push(s) });
    channel.feed.onStatus("connecting");
    expect(channel.connected).toBe(false);
    channel.feed.onStatus("open");
    expect(channel.connected).toBe(true);
    channel.feed.onStatus("waiting");
    channel.feed.onStatus("connecting");
    channel.feed.onStatus("open");
    expect(opened).toHaveBeenCalledTimes(2);
    expect(channel.opens).toBe(2);
    expect(statuses).toEqual(["connecting", "open", "waiting", "connecting", "open"]);
  });

  it("passes push errors to every listener", () => {
    const channel = createEventChannel<PushEventLike>();
    const errors: string[] = [];
    channel.subscribe({ onEvent: () => undefined, onError: (m) => errors.push(`a:${m}`) });
    channel.subscribe({ onEvent: () => undefined, onError: (m) => errors.push(`b:${m}`) });
    channel.feed.onError("您的浏览器不支持WebSocket");
    expect(errors).toEqual(["a:您的浏览器不支持WebSocket", "b:您的浏览器不支持WebSocket"]);
  });

  it("reports the connection closed when disconnected", () => {
    const push = source();
    const channel = createEventChannel();
    const disconnect = connectEventChannel(channel, push.subscribe);
    push.connections[0]?.onStatus?.("open");
    expect(channel.connected).toBe(true);
    disconnect();
    expect(channel.connected).toBe(false);
  });

  it("asks pages to catch up when nothing will be replayed: a first connect and a resync, not a resumed one", () => {
    const push = source();
    const channel = createEventChannel();
    connectEventChannel(channel, push.subscribe);
    const catchUps = vi.fn();
    channel.onCatchUp(catchUps);
    const feed = push.connections[0];
    feed?.onHello?.({ seq: 4, resumed: false });
    expect(catchUps).toHaveBeenCalledTimes(1);
    feed?.onHello?.({ seq: 6, resumed: true });
    expect(catchUps).toHaveBeenCalledTimes(1);
    feed?.onResync?.(9);
    expect(catchUps).toHaveBeenCalledTimes(2);
  });
});
