// The server's clock for clients: activities end by it, so countdowns are measured against it.
import { type Handler, op } from "./types.js";

export const infraClockHandlers: Record<string, Handler> = {
  "GET /infra/clock": op(async ({ services }) => ({
    now: services.clock.now().getTime(),
    timeZone: services.config.schoolTimeZone,
  })),
};
