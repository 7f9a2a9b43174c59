// Every handler, keyed "METHOD /path" as in the contract; operations without one answer 501.
import { adminHandlers } from "./admin.js";
import { authHandlers } from "./auth.js";
import { classroomHandlers } from "./classroom.js";
import { type Handler } from "./types.js";

export function allHandlers(): Record<string, Handler> {
  return { ...authHandlers, ...classroomHandlers, ...adminHandlers };
}
