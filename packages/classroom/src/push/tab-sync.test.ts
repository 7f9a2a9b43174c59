// Two tabs of one browser on the "smartclass-push" BroadcastChannel (Node has the same API): what one
// tab answered reaches the other, not itself; foreign messages are ignored; without the API nothing breaks.
import { afterEach, describe, expect, it } from "vitest";

import { type AnsweredMessage, createTabSync, type TabSync } from "./tab-sync";

const opened: TabSync[] = [];
function tab(name = "smartclass-push-test") {
  const sync = createTabSync({ name });
  opened.push(sync);
  return sync;
}

/** Waits for a message to cross the channel (delivery is asynchronous), bounded. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

afterEach(() => {
  for (const sync of opened.splice(0)) sync.close();
});

describe("tabs agree on answers", () => {
  it("an answer announced in one tab reaches the other tab, not the announcing one", async () => {
    const first = tab();
    const second = tab();
    const heardByFirst: AnsweredMessage[] = [];
    const heardBySecond: AnsweredMessage[] = [];
    first.onAnswered((m) => void heardByFirst.push(m));
    second.onAnswered((m) => void heardBySecond.push(m));
    first.announceAnswered({ activity: "askQuestion", id: 21 });
    first.announceAnswered({ activity: "signIn", id: 5 });
    await until(() => heardBySecond.length === 2, "both announcements in the second tab");
    expect(heardBySecond).toEqual([
      { activity: "askQuestion", id: 21 },
      { activity: "signIn", id: 5 },
    ]);
    second.announceAnswered({ activity: "practice", id: 7 });
    await until(() => heardByFirst.length === 1, "the answer from the second tab");
    expect(heardByFirst).toEqual([{ activity: "practice", id: 7 }]);
  });

  it("ignores messages that are not answers and stops after unsubscribing", async () => {
    const listener = tab();
    const heard: AnsweredMessage[] = [];
    const stop = listener.onAnswered((m) => void heard.push(m));
    const raw = new BroadcastChannel("smartclass-push-test");
    raw.postMessage({ type: "answered", activity: "teleport", id: 1 });
    raw.postMessage("hello");
    raw.postMessage({ type: "answered", activity: "survey", id: 3 });
    await until(() => heard.length === 1, "the one valid message");
    expect(heard).toEqual([{ activity: "survey", id: 3 }]);
    stop();
    raw.postMessage({ type: "answered", activity: "survey", id: 4 });
    // A message posted after the stop, then one more to a probe: once the probe has it, the first arrived too.
    const probe = tab();
    const probed: AnsweredMessage[] = [];
    probe.onAnswered((m) => void probed.push(m));
    raw.postMessage({ type: "answered", activity: "survey", id: 5 });
    await until(() => probed.length === 1, "the probe");
    expect(heard).toHaveLength(1);
    raw.close();
  });

  it("does nothing where BroadcastChannel does not exist", () => {
    const sync = createTabSync({ BroadcastChannel: undefined });
    expect(() => sync.announceAnswered({ activity: "practice", id: 1 })).not.toThrow();
    expect(sync.onAnswered(() => undefined)).toBeTypeOf("function");
  });
});
