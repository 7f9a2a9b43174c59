import { lazy, Suspense, useEffect, useRef, useState } from "react";

import type { Camera, TabletCamera } from "../check-in/camera";
import type { PushEventLike } from "./push-reactions";
import type { PushSubscribe } from "./event-channel";
import { announceAnswered } from "./tab-sync";
import { useAnsweredElsewhere } from "./use-answered-elsewhere";
import { usePushCatchUp } from "./use-push-catch-up";
import { usePushEvents } from "./use-push-events";

// What the reactions show (the sign-in widget with its check-in dialog and camera, the pick dialog) loads
// with the first event that needs it: a student page's first load carries only the event handling.
const SignInWidget = lazy(() => import("../sign-in/sign-in-widget").then((m) => ({ default: m.SignInWidget })));
const RandomPickDialog = lazy(() =>
  import("../random-pick/random-pick-dialog").then((m) => ({ default: m.RandomPickDialog })),
);

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
function StudentPushReactions<E extends PushEventLike>({
  subscribe,
  navigate,
  onError,
  loggedIn,
  onLoginRequired,
  onLog,
  device,
  camera,
  tabletCamera,
  onEnrolFace,
}: StudentPushReactionsProps<E>) {
  const onLogRef = useRef(onLog);
  useEffect(() => {
    onLogRef.current = onLog;
  });
  const { signInId, clearSignIn, showSignIn, pick, closePick, log } = usePushEvents({ subscribe, navigate, onError });
  // The pick dialog stays mounted from the first pick on (it animates out when closed).
  const [picked, setPicked] = useState(false);
  if (pick !== null && !picked) setPicked(true);
  // On the page's shared connection, what is running is fetched when nothing can be replayed (a login).
  usePushCatchUp({ enabled: loggedIn && subscribe === undefined, navigate, showSignIn });
  // Signed in from another tab: this tab's widget goes too.
  useAnsweredElsewhere((message) => {
    if (message.activity === "signIn" && message.id === signInId) clearSignIn();
  });
  useEffect(() => {
    if (log.length > 0) onLogRef.current?.(log);
  }, [log]);
  return (
    <Suspense fallback={null}>
      {signInId !== null ? (
        <SignInWidget
          key={signInId}
          signInId={signInId}
          loggedIn={loggedIn}
          onSignedIn={() => {
            announceAnswered({ activity: "signIn", id: signInId });
            clearSignIn();
          }}
          {...(onLoginRequired ? { onLoginRequired } : {})}
          {...(device ? { device } : {})}
          {...(camera ? { camera } : {})}
          {...(tabletCamera ? { tabletCamera } : {})}
          {...(onEnrolFace ? { onEnrolFace } : {})}
        />
      ) : null}
      {picked ? (
        <RandomPickDialog
          open={pick !== null}
          pick={pick?.pick ?? "random"}
          onOpenChange={(open) => {
            if (!open) closePick();
          }}
        />
      ) : null}
    </Suspense>
  );
}

export { StudentPushReactions };
export type { StudentPushReactionsProps };
