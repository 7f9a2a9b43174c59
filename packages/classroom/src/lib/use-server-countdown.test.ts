// @vitest-environment jsdom
// The countdown hook a question or sign-in page shows: seconds on the server's clock, one re-render per
// second, and the end reported exactly once.
import { createServerClock } from "@smartclass/api";
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useServerCountdown } from "./use-server-countdown";

const FIVE_MINUTES = 5 * 60_000;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  host = document.createElement("div");
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

function render(endTime: number | null, clock: ReturnType<typeof createServerClock>, onEnd: () => void) {
  function Probe() {
    const seconds = useServerCountdown(endTime, { clock, onEnd });
    return createElement("output", null, seconds === null ? "none" : String(seconds));
  }
  act(() => root.render(createElement(Probe)));
}

describe("useServerCountdown", () => {
  it("counts the server's seconds down with a browser five minutes behind, and ends once", () => {
    const clock = createServerClock();
    clock.observe({ serverTime: Date.now() + FIVE_MINUTES, sentAt: Date.now(), receivedAt: Date.now() });
    const onEnd = vi.fn();
    render(Date.now() + FIVE_MINUTES + 3_000, clock, onEnd);
    expect(host.textContent).toBe("3");
    act(() => vi.advanceTimersByTime(1_000));
    expect(host.textContent).toBe("2");
    act(() => vi.advanceTimersByTime(1_999));
    expect(host.textContent).toBe("1");
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(host.textContent).toBe("0");
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    render(Date.now() - 10, clock, onEnd);
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it("without an end time shows nothing and never ends", () => {
    const onEnd = vi.fn();
    render(null, createServerClock(), onEnd);
    act(() => vi.advanceTimersByTime(10_000));
    expect(host.textContent).toBe("none");
    expect(onEnd).not.toHaveBeenCalled();
  });
});
