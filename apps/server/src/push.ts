// The push hub's entry: the hub (push/hub.ts), its frames (push/frames.ts) and its history (push/history.ts).
export { type Handshake, PushHub, type PushHubOptions } from "./push/hub.js";
export { type PushEvent } from "./push/frames.js";
export { HISTORY_MAX_AGE_MS, HISTORY_PER_USER } from "./push/history.js";
