import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from "react";

import type { Camera, TabletCamera } from "../check-in/camera";
import { useClassroomEventChannel, useOnPushCatchUp } from "./classroom-events";
import type { PushSubscribe } from "./event-channel";
import { holdPush } from "./held-push";
import type { PushEventLike } from "./push-reactions";
import type { LivePushReactionsProps } from "./student-push-reactions-live";
import { useAnsweredElsewhere } from "./use-answered-elsewhere";

// The reactions themselves (the rules for each event, the replay check, the catch-up, the widgets they
// open) load with the first pushed event or the first request to catch up, not with the student's page:
// until then the page only listens, and holds what comes (see held-push.ts). React's lazy() drops the
// component's type parameter; the cast gives it back.
const LivePushReactions = lazy(() =>
  import("./student-push-reactions-live").then((m) => ({ default: m.LivePushReactions })),
) as unknown as <E extends PushEventLike>(props: LivePushReactionsProps<E>) => ReactNode;

type StudentPushReactionsProps<E extends PushEventLike> = {
  /** Connects to the push channel (the console passes @smartclass/api's push client); `null` when signed
   * out. Leave it out to use the page's shared connection (a ClassroomEventsProvider above). */
  subscribe?: PushSubscribe<E> | null;
  /** Goes to a student page. */
  navigate: (to: string) => void;
  /** Shows an error message (e.g. 未知的消息类型：…). */
  onError: (message: string) => void;
  /** Whether someone is signed in (check-in requires a login). */
  loggedIn: boolean;
  /** Sends the student to the login page with a redirect back. */
  onLoginRequired?: () => void;
  /** Receives the events that are only logged (demo-message-receive, notice-push). */
  onLog?: (events: E[]) => void;
  /** Device kind for the check-in dialog. */
  device?: "desktop" | "tablet";
  /** Camera for face check-in (desktop). */
  camera?: Camera;
  /** Native camera (tablet). */
  tabletCamera?: TabletCamera;
  /** Given, the check-in dialog's status 5 (no face registered) offers 录入人脸, which calls this. */
  onEnrolFace?: () => void;
};

/** Everything a student page shows in reaction to pushed classroom events: the sign-in widget until the
 * student signs in, and the picked dialog; navigation and errors go to the callbacks. */
function StudentPushReactions<E extends PushEventLike>(props: StudentPushReactionsProps<E>) {
  const { subscribe, onError, loggedIn } = props;
  const channel = useClassroomEventChannel();
  // The shared channel carries whatever its source pushes; a page that gives no source of its own reads
  // the same events the other widgets do.
  const source = subscribe === undefined ? ((channel?.subscribe as PushSubscribe<E> | undefined) ?? null) : subscribe;
  const held = useMemo(() => (source ? holdPush(source) : null), [source]);
  const [needed, setNeeded] = useState(false);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(
    () =>
      held?.connect(
        () => setNeeded(true),
        (message) => onErrorRef.current(message),
      ),
    [held],
  );
  // On the page's shared connection, what is running is fetched when nothing can be replayed (a login):
  // counted here from the start, met by the reactions once loaded.
  const [catchUps, setCatchUps] = useState(0);
  useOnPushCatchUp(() => setCatchUps((count) => count + 1), loggedIn && subscribe === undefined);
  // What another tab answered is fetched again here, whether or not this tab has met an event yet.
  useAnsweredElsewhere();
  if (!needed && catchUps === 0) return null;
  return (
    <Suspense fallback={null}>
      <LivePushReactions {...props} source={held?.relay ?? null} catchUps={catchUps} />
    </Suspense>
  );
}

export { StudentPushReactions };
export type { StudentPushReactionsProps };
