// A student page's push reactions load with the first thing they must meet (a pushed event, or the signal
// to catch up after a login), not with the page. Until they have loaded, what the connection delivers is
// held here, in order, and handed over when they subscribe: no event is lost or met out of order.
import type { PushHandlers, PushSubscribe } from "./event-channel";
import type { PushEventLike } from "./push-reactions";

/** One push source's events, held from the page's first render until the reactions subscribe. */
interface HeldPush<E extends PushEventLike> {
  /**
   * Listens to the source from now on. `onFirstEvent` is called once, with the first event held (time to
   * load the reactions); errors go to `onError` while nothing else listens. Answers the unsubscribe.
   */
  connect(onFirstEvent: () => void, onError: (message: string) => void): () => void;
  /** A push source for the reactions: what was held, in order, then every later event as it comes. */
  relay: PushSubscribe<E>;
}

function holdPush<E extends PushEventLike>(source: PushSubscribe<E>): HeldPush<E> {
  const held: E[] = [];
  let listener: PushHandlers<E> | null = null;
  let firstEventSeen = false;
  const handOver = (to: PushHandlers<E>) => {
    while (listener === to && held.length > 0) to.onEvent(held.shift()!);
  };
  return {
    connect(onFirstEvent, onError) {
      return source({
        onEvent(event) {
          // Behind held events (a hand-over still to come), a new one waits its turn.
          if (listener && held.length === 0) {
            listener.onEvent(event);
            return;
          }
          held.push(event);
          if (!firstEventSeen) {
            firstEventSeen = true;
            onFirstEvent();
          }
        },
        onError: (message) => (listener ? listener.onError(message) : onError(message)),
      });
    },
    relay(handlers) {
      listener = handlers;
      // Handed over once the subscribing effect has settled: React's StrictMode subscribes, unsubscribes
      // and subscribes again at once, and the held events must reach the subscription that stays.
      queueMicrotask(() => handOver(handlers));
      return () => {
        if (listener === handlers) listener = null;
      };
    },
  };
}

export { holdPush };
