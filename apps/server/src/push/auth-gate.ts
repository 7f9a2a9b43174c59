// Sockets that opened without a token in the URL and have not authenticated yet. Each has until a
// deadline on the server's clock (10 s) to send its auth frame; a sweep closes the late ones with 4001.
// The clock, not a timer per socket, decides, so that a test moves past the limit without waiting.
import type { WebSocket } from "ws";

import type { Clock } from "../lib/clock.js";

const AUTH_TIMEOUT_MS = 10_000;
/** How often the late ones are looked for: the close comes at most this much after the deadline. */
const SWEEP_EVERY_MS = 250;

export const closeUnauthorized = (socket: WebSocket) => {
  if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(4001, "unauthorized");
};

export class AuthGate {
  private readonly deadlines = new Map<WebSocket, number>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly timeoutMs = AUTH_TIMEOUT_MS,
  ) {}

  /** Starts the socket's time to authenticate. */
  wait(socket: WebSocket): void {
    this.deadlines.set(socket, this.clock.now().getTime() + this.timeoutMs);
    socket.once("close", () => this.pass(socket));
    this.sweeper ??= setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /** The socket authenticated (or closed): its deadline no longer applies. */
  pass(socket: WebSocket): void {
    this.deadlines.delete(socket);
    if (this.deadlines.size === 0) this.stop();
  }

  /** Closes the sockets past their deadline; answers how many. */
  sweep(): number {
    const now = this.clock.now().getTime();
    let closed = 0;
    for (const [socket, deadline] of this.deadlines) {
      if (deadline > now) continue;
      this.pass(socket);
      closeUnauthorized(socket);
      closed++;
    }
    return closed;
  }

  stop(): void {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
  }
}
