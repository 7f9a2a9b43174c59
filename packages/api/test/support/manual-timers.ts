// Timers the test moves by hand: the push client's heartbeat and reconnect delays run on these, so a
// test says "3 s pass" and counts exactly what the client did, instead of sleeping and hoping the
// machine kept up. Sockets stay real; only time is virtual.
import type { PushTimers } from "../../src";

interface Pending {
  id: number;
  at: number;
  every?: number;
  callback: () => void;
}

/** A virtual clock with the PushTimers surface, plus a record of every delay the client asked for. */
interface ManualTimers extends PushTimers {
  /** Virtual milliseconds since the timers were made. */
  readonly now: number;
  /** Every delay asked for, in order. */
  readonly requested: { kind: "timeout" | "interval"; ms: number }[];
  /** Moves time forward by `ms`, running every timer that falls due on the way, in time order. */
  advance(ms: number): void;
  /** How many timers are waiting. */
  readonly pending: number;
}

function createManualTimers(): ManualTimers {
  let now = 0;
  let nextId = 1;
  const queue: Pending[] = [];
  const requested: { kind: "timeout" | "interval"; ms: number }[] = [];
  const remove = (handle: unknown) => {
    const index = queue.findIndex((p) => p.id === handle);
    if (index !== -1) queue.splice(index, 1);
  };
  const add = (callback: () => void, ms: number, every?: number) => {
    const id = nextId++;
    queue.push({ id, at: now + ms, callback, ...(every === undefined ? {} : { every }) });
    return id;
  };
  return {
    get now() {
      return now;
    },
    get pending() {
      return queue.length;
    },
    requested,
    setTimeout(callback, ms) {
      requested.push({ kind: "timeout", ms });
      return add(callback, ms);
    },
    setInterval(callback, ms) {
      requested.push({ kind: "interval", ms });
      return add(callback, ms, ms);
    },
    clearTimeout: remove,
    clearInterval: remove,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = queue.filter((p) => p.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        now = due.at;
        if (due.every === undefined) remove(due.id);
        else due.at += due.every;
        due.callback();
      }
      now = end;
    },
  };
}

export { createManualTimers };
export type { ManualTimers };
