// A socket that comes back says the last seq it saw: it gets hello, then exactly what it missed from
// the history (or one resync when some of it was trimmed or the number is from the future), then the
// live events that arrived meanwhile, in order and without duplicates.
import type { Db } from "../db/index.js";
import type { Clock } from "../lib/clock.js";
import { sendPaced } from "./backpressure.js";
import type { Connection } from "./connections.js";
import { eventFrame, helloFrame, resyncFrame } from "./frames.js";
import { currentSeq, eventsOfUser, type StoredEvent } from "./history.js";

/** How a socket resumes: from the client's last seen seq (null: only live events), with a hello or not. */
export interface Resume {
  lastSeq: number | null;
  hello: boolean;
}

/**
 * Sends what the connection's client missed, then releases the live events held back meanwhile
 * through `offer` (which drops what the replay already sent).
 */
export async function catchUp(
  db: Db,
  clock: Clock,
  connection: Connection,
  resume: Resume,
  offer: (connection: Connection, event: StoredEvent) => void,
): Promise<void> {
  const { socket, userId } = connection;
  const current = await currentSeq(db, userId);
  const { lastSeq } = resume;
  let replay: StoredEvent[] = [];
  let resync = false;
  if (lastSeq !== null && lastSeq !== current) {
    if (lastSeq > current) resync = true;
    else {
      replay = await eventsOfUser(db, userId, lastSeq, current);
      // Some of the missed events were trimmed: the client refetches everything instead.
      resync = replay.length !== current - lastSeq;
    }
  }
  if (socket.readyState !== socket.OPEN) return;
  if (resume.hello) socket.send(helloFrame(current, clock.now().getTime()));
  if (resync) socket.send(resyncFrame(current));
  else {
    // As fast as the client takes it: a long replay is no reason to drop the socket.
    for (const event of replay) {
      if (socket.readyState !== socket.OPEN) return;
      await sendPaced(socket, eventFrame(event, true));
    }
  }
  connection.lastSeq = current;
  const held = connection.held ?? [];
  connection.held = null;
  for (const event of held) offer(connection, event);
}
