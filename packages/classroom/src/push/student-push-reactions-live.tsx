// What a student page does with pushed classroom events once the first one (or the first request to catch
// up) has come: loaded then by StudentPushReactions, which holds the events until this subscribes.
import { lazy, Suspense, useEffect, useRef, useState } from "react";

import type { PushSubscribe } from "./event-channel";
import type { PushEventLike } from "./push-reactions";
import type { StudentPushReactionsProps } from "./student-push-reactions";
import { announceAnswered, tabSync } from "./tab-sync";
import { usePushCatchUp } from "./use-push-catch-up";
import { usePushEvents } from "./use-push-events";

// What the reactions show (the sign-in widget with its check-in dialog and camera, the pick dialog) loads
// with the first event that needs it.
const SignInWidget = lazy(() => import("../sign-in/sign-in-widget").then((m) => ({ default: m.SignInWidget })));
const RandomPickDialog = lazy(() =>
  import("../random-pick/random-pick-dialog").then((m) => ({ default: m.RandomPickDialog })),
);

type LivePushReactionsProps<E extends PushEventLike> = Omit<StudentPushReactionsProps<E>, "subscribe"> & {
  /** The held events, then the live ones (`null` while there is no connection). */
  source: PushSubscribe<E> | null;
  /** How many times the page's shared connection has asked to catch up (0: never, or not this page's job). */
  catchUps: number;
};

function LivePushReactions<E extends PushEventLike>({
  source,
  catchUps,
  navigate,
  onError,
  loggedIn,
  onLoginRequired,
  onLog,
  device,
  camera,
  tabletCamera,
  onEnrolFace,
}: LivePushReactionsProps<E>) {
  const onLogRef = useRef(onLog);
  useEffect(() => {
    onLogRef.current = onLog;
  });
  const { signInId, clearSignIn, showSignIn, pick, closePick, log } = usePushEvents({
    subscribe: source,
    navigate,
    onError,
  });
  // The pick dialog stays mounted from the first pick on (it animates out when closed).
  const [picked, setPicked] = useState(false);
  if (pick !== null && !picked) setPicked(true);
  usePushCatchUp({ catchUps, navigate, showSignIn });
  // Signed in from another tab: this tab's widget goes too.
  useEffect(
    () =>
      tabSync().onAnswered((message) => {
        if (message.activity === "signIn" && message.id === signInId) clearSignIn();
      }),
    [signInId, clearSignIn],
  );
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

export { LivePushReactions };
export type { LivePushReactionsProps };
