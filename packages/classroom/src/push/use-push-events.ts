import { useCallback, useEffect, useRef, useState } from "react";

import { useClassroomEventChannel } from "./classroom-events";
import type { PushSubscribe } from "./event-channel";
import { type PushEventLike, reactionFor } from "./push-reactions";

type UsePushEventsOptions<E extends PushEventLike> = {
  /** Connects to the push channel; `null` while there is nothing to connect (e.g. signed out). Leave it
   * out to use the page's shared connection (a ClassroomEventsProvider above). */
  subscribe?: PushSubscribe<E> | null;
  /** Goes to a student page (router-agnostic). */
  navigate: (to: string) => void;
  /** Shows an error message (unknown event type, push errors). */
  onError: (message: string) => void;
  /** How many logged events to keep. */
  logLimit?: number;
};

/** A picked-student dialog to show. */
type PickState = { pick: "random" | "specific" } | null;

/** What a student page shows from pushed events. */
type PushEventsState<E extends PushEventLike> = {
  /** The check-in id of the sign-in to answer, while the student has not signed in. */
  signInId: number | null;
  /** Hide the sign-in widget (after checking in). */
  clearSignIn: () => void;
  /** Show the sign-in widget for a sign-in found open without its event (catch-up). */
  showSignIn: (signInId: number) => void;
  /** The pick dialog to show, if any. */
  pick: PickState;
  /** Close the pick dialog. */
  closePick: () => void;
  /** Events that are only logged (demo-message-receive, notice-push), newest last. */
  log: E[];
};

/** Applies the spec's push-event reactions on a student page: navigate, show the sign-in widget, open
 * the pick dialog, report unknown types, log the rest. */
function usePushEvents<E extends PushEventLike>({
  subscribe,
  navigate,
  onError,
  logLimit = 50,
}: UsePushEventsOptions<E>): PushEventsState<E> {
  const channel = useClassroomEventChannel();
  // The shared channel carries whatever its source pushes; a page that gives no source of its own
  // reads the same events the other widgets do.
  const source = subscribe === undefined ? ((channel?.subscribe as PushSubscribe<E> | undefined) ?? null) : subscribe;
  const [signInId, setSignInId] = useState<number | null>(null);
  const [pick, setPick] = useState<PickState>(null);
  const [log, setLog] = useState<E[]>([]);
  const handlers = useRef({ navigate, onError });
  useEffect(() => {
    handlers.current = { navigate, onError };
  });

  useEffect(() => {
    if (!source) return;
    return source({
      onEvent: (event) => {
        const reaction = reactionFor(event);
        switch (reaction.kind) {
          case "navigate":
            handlers.current.navigate(reaction.to);
            break;
          case "show-sign-in":
            setSignInId(reaction.signInId);
            break;
          case "pick":
            setPick({ pick: reaction.pick });
            break;
          case "log":
            setLog((entries) => [...entries, event].slice(-logLimit));
            break;
          case "error":
            handlers.current.onError(reaction.message);
            break;
          case "ignore":
            break;
        }
      },
      onError: (message) => handlers.current.onError(message),
    });
  }, [source, logLimit]);

  const clearSignIn = useCallback(() => setSignInId(null), []);
  const showSignIn = useCallback((id: number) => setSignInId(id), []);
  const closePick = useCallback(() => setPick(null), []);
  return { signInId, clearSignIn, showSignIn, pick, closePick, log };
}

export { usePushEvents };
export type { PickState, PushEventsState, UsePushEventsOptions };
