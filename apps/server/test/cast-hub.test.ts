// The screen-cast hub after its listening connection comes back: a cast or an end announced while it was
// down never reaches this instance as a notification, so every open stream is told to read its cast again.
import { describe, expect, it } from "vitest";

import { type CastChange, CastHub } from "../src/assignment/cast-hub.js";
import type { Database } from "../src/db/index.js";

/** A PostgreSQL-like database whose listening connection the test drops and restores. */
function databaseWithListener() {
  let resume: (() => void) | undefined;
  const database = {
    listen: async (_channel: string, _handler: (payload: string) => void, onResume?: () => void) => {
      resume = onResume;
    },
  } as unknown as Database;
  return { database, reconnect: () => resume?.() };
}

describe("CastHub", () => {
  it("tells every open stream to read its cast again when the listening connection is back", async () => {
    const { database, reconnect } = databaseWithListener();
    const hub = new CastHub(database);
    await hub.start();
    const seen: [string, CastChange][] = [];
    hub.subscribe("screen-a", (change) => seen.push(["screen-a", change]));
    const stop = hub.subscribe("screen-b", (change) => seen.push(["screen-b", change]));
    stop();
    reconnect();
    expect(seen).toEqual([["screen-a", "cast"]]);
  });
});
