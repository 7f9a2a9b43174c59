import type { components, paths } from "../generated/openapi";
import { type ServerClock, serverClock } from "./server-clock";

/** What `GET /infra/clock` answers (the envelope's data): the server's epoch ms and the school's zone. */
type ClockReading = components["schemas"]["ServerClock"];

/** The contract's path of the clock, checked against the generated paths. */
const CLOCK_PATH = "/infra/clock" satisfies keyof paths;

interface SyncClockOptions {
  /** The API base URL including `/admin-api`. */
  baseUrl: string;
  /** The clock to set (default: the shared one). */
  clock?: ServerClock;
  /** The fetch implementation (default: the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
  /** The local clock the round trip is measured on (default Date.now). */
  localNow?: () => number;
  /** Gives up after this long (default 10 s): the console still works on the browser's clock. */
  timeoutMs?: number;
}

function isClockReading(value: unknown): value is ClockReading {
  const data = value as Partial<ClockReading> | null;
  return typeof data?.now === "number" && Number.isFinite(data.now) && typeof data.timeZone === "string";
}

/**
 * Measures the server clock once from the public `GET /infra/clock` (no login needed, so it runs at
 * boot before anyone has signed in): the offset at the midpoint of the round trip and the school's time
 * zone. A plain fetch rather than the API client: a failure here must not show an error to anyone —
 * the clock keeps its last offset and every later API answer's `X-Server-Time` corrects it.
 */
async function syncServerClock(options: SyncClockOptions): Promise<ClockReading | undefined> {
  const clock = options.clock ?? serverClock;
  const localNow = options.localNow ?? (() => Date.now());
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const url = `${options.baseUrl.replace(/\/+$/, "")}${CLOCK_PATH}`;
  try {
    const sentAt = localNow();
    const response = await fetchImpl(
      new Request(url, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      }),
    );
    const body = (await response.json()) as { code?: unknown; data?: unknown } | null;
    const receivedAt = localNow();
    if (!response.ok || body?.code !== 0 || !isClockReading(body.data)) return undefined;
    clock.observe({ serverTime: body.data.now, sentAt, receivedAt });
    clock.setTimeZone(body.data.timeZone);
    return { now: body.data.now, timeZone: body.data.timeZone };
  } catch {
    return undefined;
  }
}

export { syncServerClock };
export type { ClockReading, SyncClockOptions };
