// The server's own heartbeat: a WebSocket ping frame to every socket at an interval (30 s), and a
// socket that let two pings go unanswered is terminated (a peer whose network vanished sends no close,
// and would otherwise hold its socket and buffers until the operating system gives up, hours later).
// Browsers answer ping frames by themselves; the client's text `ping`/`pong` is another matter
// (its own check of the server) and stays. Timers, not the server's clock: no business time is involved,
// and a test passes a short interval instead of moving a clock.
import type { WebSocket } from "ws";

const PING_INTERVAL_MS = 30_000;
/** Pings a peer may leave unanswered; at the next tick it is terminated. */
const MISSED_PONGS_ALLOWED = 2;

export class Heartbeat {
  /** Sockets and how many pings in a row each left unanswered. */
  private readonly missed = new Map<WebSocket, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private intervalMs = PING_INTERVAL_MS) {}

  watch(socket: WebSocket): void {
    this.missed.set(socket, 0);
    socket.on("pong", () => {
      if (this.missed.has(socket)) this.missed.set(socket, 0);
    });
    socket.once("close", () => this.missed.delete(socket));
    this.start();
  }

  /** Sets a new interval (tests: milliseconds) and starts counting from now. */
  setInterval(ms: number): void {
    this.intervalMs = ms;
    this.stop();
    this.start();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Terminates the peers past their unanswered pings and pings the others. */
  tick(): void {
    for (const [socket, missed] of this.missed) {
      if (missed >= MISSED_PONGS_ALLOWED) {
        this.missed.delete(socket);
        socket.terminate();
        continue;
      }
      if (socket.readyState !== socket.OPEN) continue;
      this.missed.set(socket, missed + 1);
      socket.ping();
    }
  }

  private start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }
}
