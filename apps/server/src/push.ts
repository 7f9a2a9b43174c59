// The push hub's entry: the hub (push/hub.ts), its frames (push/frames.ts) and its history (push/history.ts).
export { PushHub } from "./push/hub.js";
export { type PushEvent } from "./push/frames.js";
