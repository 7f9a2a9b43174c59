import { describe, expect, it, vi } from "vitest";

import type { PushHandlers, PushSubscribe } from "./event-channel";
import { holdPush } from "./held-push";

type Event = { type: string; id?: number };

/** A push source a test drives by hand. */
function manualSource() {
  let handlers: PushHandlers<Event> | null = null;
  const subscribe: PushSubscribe<Event> = (next) => {
    handlers = next;
    return () => {
      handlers = null;
    };
  };
  return {
    subscribe,
    push: (event: Event) => handlers?.onEvent(event),
    fail: (message: string) => handlers?.onError(message),
  };
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe("push events held until the reactions have loaded", () => {
  it("asks for the reactions once, at the first event, and hands every held event over in order", async () => {
    const source = manualSource();
    const held = holdPush(source.subscribe);
    const onFirstEvent = vi.fn();
    held.connect(onFirstEvent, () => undefined);
    source.push({ type: "signIn", id: 1 });
    source.push({ type: "random" });
    expect(onFirstEvent).toHaveBeenCalledTimes(1);

    const seen: string[] = [];
    held.relay({ onEvent: (event) => seen.push(event.type), onError: () => undefined });
    // Arriving before the hand-over, a live event still comes after the held ones.
    source.push({ type: "askQuestion" });
    await settle();
    source.push({ type: "specific" });
    expect(seen).toEqual(["signIn", "random", "askQuestion", "specific"]);
    expect(onFirstEvent).toHaveBeenCalledTimes(1);
  });

  it("hands the held events to the subscription that stays when the first one leaves at once", async () => {
    const source = manualSource();
    const held = holdPush(source.subscribe);
    held.connect(
      () => undefined,
      () => undefined,
    );
    source.push({ type: "signIn", id: 7 });
    const first = vi.fn();
    const second = vi.fn();
    const leave = held.relay({ onEvent: first, onError: () => undefined });
    leave();
    held.relay({ onEvent: second, onError: () => undefined });
    await settle();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ type: "signIn", id: 7 });
  });

  it("reports errors to the page until the reactions listen, then to them", () => {
    const source = manualSource();
    const held = holdPush(source.subscribe);
    const pageError = vi.fn();
    held.connect(() => undefined, pageError);
    source.fail("您的浏览器不支持WebSocket");
    expect(pageError).toHaveBeenCalledWith("您的浏览器不支持WebSocket");
    const reactionsError = vi.fn();
    held.relay({ onEvent: () => undefined, onError: reactionsError });
    source.fail("again");
    expect(reactionsError).toHaveBeenCalledWith("again");
    expect(pageError).toHaveBeenCalledTimes(1);
  });
});
