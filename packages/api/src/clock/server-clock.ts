// The server's clock as seen from the browser: countdowns and "is it over yet" are decided against the
// server's time, never the browser's alone, because a pupil's laptop may be minutes off.

/** Default school time zone until the server has said otherwise. */
const DEFAULT_TIME_ZONE = "Asia/Shanghai";

/**
 * How fast an old measurement loses trust: 100 µs per second (a crystal drifts well under that), so a
 * fresh sample with a slower round trip wins over an hour-old fast one.
 */
const DRIFT_PER_MS = 1e-4;

/** One reading of the server's time. */
interface ClockSample {
  /** The server's epoch ms as it reported it. */
  serverTime: number;
  /** Local epoch ms when the request went out (unknown: the sample's error is unbounded). */
  sentAt?: number | undefined;
  /** Local epoch ms when the answer arrived (default: now). */
  receivedAt?: number | undefined;
}

/** The server's clock: `now()` is the local time corrected by the measured offset. */
interface ServerClock {
  /** The server's current epoch ms (Date.now() + offset). */
  now(): number;
  /** Server time minus local time, in ms (0 until measured). */
  readonly offset: number;
  /** Half the round trip of the measurement in use, grown by drift since; Infinity when not measured. */
  readonly uncertainty: number;
  /** The school's IANA time zone, as `/infra/clock` reported it (default Asia/Shanghai). */
  readonly timeZone: string;
  /** Records the zone read from `/infra/clock`. */
  setTimeZone(timeZone: string): void;
  /**
   * Takes a reading into account. The server stamped its time somewhere between `sentAt` and
   * `receivedAt`, so the offset is taken at the midpoint, wrong by at most half the round trip. The
   * reading replaces the one in use when it is at least as precise, or when the two cannot both be right
   * (the local clock was changed meanwhile). A reading without a round trip is used only before any other.
   */
  observe(sample: ClockSample): void;
  /** Calls `listener` whenever the offset or the zone changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

interface ServerClockOptions {
  /** The local clock (default Date.now). */
  localNow?: () => number;
}

function createServerClock(options: ServerClockOptions = {}): ServerClock {
  const localNow = options.localNow ?? (() => Date.now());
  let offset = 0;
  let halfTrip = Number.POSITIVE_INFINITY;
  let measuredAt = 0;
  let measured = false;
  let timeZone = DEFAULT_TIME_ZONE;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const currentUncertainty = () => (measured ? halfTrip + Math.abs(localNow() - measuredAt) * DRIFT_PER_MS : Infinity);

  return {
    now: () => localNow() + offset,
    get offset() {
      return offset;
    },
    get uncertainty() {
      return currentUncertainty();
    },
    get timeZone() {
      return timeZone;
    },
    setTimeZone(next) {
      if (!next || next === timeZone) return;
      timeZone = next;
      notify();
    },
    observe({ serverTime, sentAt, receivedAt }) {
      if (!Number.isFinite(serverTime)) return;
      const arrived = receivedAt ?? localNow();
      const known = typeof sentAt === "number" && Number.isFinite(sentAt) && sentAt <= arrived;
      const candidateHalf = known ? (arrived - sentAt) / 2 : Number.POSITIVE_INFINITY;
      const candidateOffset = Math.round(serverTime - (known ? (sentAt + arrived) / 2 : arrived));
      const current = currentUncertainty();
      const conflicting = known && Math.abs(candidateOffset - offset) > candidateHalf + current;
      const take = !measured || candidateHalf <= current || conflicting;
      if (!take) return;
      const changed = candidateOffset !== offset;
      offset = candidateOffset;
      halfTrip = candidateHalf;
      measuredAt = arrived;
      measured = true;
      if (changed) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The clock shared by the console's pieces: the API client refines it from every answer's
 * `X-Server-Time`, the push client from `hello`, and the countdowns read it.
 */
const serverClock: ServerClock = createServerClock();

/** The server's current epoch ms on the shared clock. */
function serverNow(): number {
  return serverClock.now();
}

export { createServerClock, DEFAULT_TIME_ZONE, serverClock, serverNow };
export type { ClockSample, ServerClock, ServerClockOptions };
