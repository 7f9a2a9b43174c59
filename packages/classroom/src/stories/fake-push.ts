// A push channel for stories: the play function sends events the way the server would.
import type { PushEventLike } from "../push/push-reactions";
import type { PushSubscribe } from "../push/use-push-events";

/** A fake push channel with a `send` for play functions. */
function fakePush() {
  const listeners = new Set<(event: PushEventLike) => void>();
  const subscribe: PushSubscribe = ({ onEvent }) => {
    listeners.add(onEvent);
    return () => listeners.delete(onEvent);
  };
  return {
    subscribe,
    send(event: PushEventLike) {
      listeners.forEach((listener) => listener(event));
    },
    get listeners() {
      return listeners.size;
    },
  };
}

export { fakePush };
