// The test clock (TEST_CLOCK=on): the server's time is the wall clock plus an offset that an end-to-end
// suite sets with `PUT /test-support/clock {"offsetMs": n}`, to move a class past a deadline without
// sleeping. Outside the contract; answered only on loopback, and not routed at all when off (404).
import type { FastifyInstance, FastifyRequest } from "fastify";

import type { Clock } from "./clock.js";

/** The route that sets the offset. */
const TEST_CLOCK_PATH = "/test-support/clock";

/** A clock `offsetMs` ahead of (or behind) another. */
export class OffsetClock implements Clock {
  offsetMs = 0;

  constructor(private readonly base: Clock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Whether the request came over the loopback interface (the socket's address: no proxy header counts). */
export const fromLoopback = (req: FastifyRequest) => LOOPBACK.has(req.raw.socket.remoteAddress ?? "");

/** Routes `PUT /test-support/clock`; other callers than loopback get 404 as if it did not exist. */
export function registerTestClock(
  app: FastifyInstance,
  clock: OffsetClock,
  envelope: (code: number, data: unknown, msg: string) => unknown,
): void {
  app.put(
    TEST_CLOCK_PATH,
    {
      schema: {
        body: {
          type: "object",
          required: ["offsetMs"],
          additionalProperties: false,
          // At most ten years either way: a bigger jump is a mistake in the test.
          properties: { offsetMs: { type: "integer", minimum: -315_360_000_000, maximum: 315_360_000_000 } },
        },
      },
    },
    async (req, reply) => {
      if (!fromLoopback(req)) return reply.status(404).send(envelope(404, null, "访问资源不存在"));
      clock.offsetMs = (req.body as { offsetMs: number }).offsetMs;
      return reply.send(envelope(0, { offsetMs: clock.offsetMs, now: clock.now().getTime() }, ""));
    },
  );
}
