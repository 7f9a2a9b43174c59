// A client that stops reading (a frozen tab, a stalled network) leaves every frame sent to it in the
// server's memory. Past a bound the socket is dropped: its events stay in the history, and it is sent
// them when it comes back with its last seq. A replay, which may be large, is written as fast as the
// client takes it instead, so that a client catching up is not dropped for catching up.
import type { WebSocket } from "ws";

/** The most a socket may have waiting to be sent (bytes) before it is dropped. */
const SEND_BUFFER_LIMIT = 1024 * 1024;
const SLOW_CLIENT_CODE = 4009;
const SLOW_CLIENT_REASON = "too slow: send buffer full";
/** A replay waits for the client to take what is written once this much waits. */
const REPLAY_HIGH_WATER = SEND_BUFFER_LIMIT / 4;

/** Drops the socket when more than the limit waits to be sent; answers whether it did. */
export function dropIfOverflowing(socket: WebSocket): boolean {
  if (socket.bufferedAmount <= SEND_BUFFER_LIMIT) return false;
  // The close frame would wait behind everything else, for a peer that does not read: it is written
  // (a peer that resumes reading may see it) and the connection ended at once, freeing its buffers.
  socket.close(SLOW_CLIENT_CODE, SLOW_CLIENT_REASON);
  socket.terminate();
  return true;
}

/**
 * Sends a frame of a replay; when much is waiting, resolves once this frame has been handed to the
 * operating system (or the socket closed), so the next frames wait for the client.
 */
export function sendPaced(socket: WebSocket, frame: string): Promise<void> {
  if (socket.bufferedAmount < REPLAY_HIGH_WATER) {
    socket.send(frame);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      socket.off("close", done);
      resolve();
    };
    socket.once("close", done);
    socket.send(frame, done);
  });
}
