import { isApiError } from "@smartclass/api";
import { Button, cn, NativeDialog } from "@smartclass/ui";
import { QueryClientContext } from "@tanstack/react-query";
import { CheckCircle2Icon, LoaderCircleIcon, ScanFaceIcon, XCircleIcon } from "lucide-react";
import { use, useEffect, useReducer, useRef, useState } from "react";
import type * as React from "react";

import { useStudentCheckInApi } from "../lib/classroom-api";
import { overviewKeys } from "../overview/overview-queries";
import { noticeVariants } from "../lib/notice-variants";
import { usePhoneLayout } from "../lib/phone-layout";
import { type Camera, createBrowserCamera, type TabletCamera } from "./camera";
import { checkInMessages as messages } from "./messages";
import { AUTO_CLOSE_MS, checkInReducer, initialCheckInState, POLL_INTERVAL_MS } from "./check-in-machine";
import { useCameraOrientation } from "./use-camera-orientation";

/** The dialog's status line: a notice with its icon centred beside the text. */
const statusTextVariants = (options?: Parameters<typeof noticeVariants>[0]) =>
  cn(noticeVariants(options), "items-center");

type CheckInDialogProps = {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called to open or close the dialog (it closes itself 1 s after a successful check-in). */
  onOpenChange: (open: boolean) => void;
  /** Whether someone is signed in; check-in requires a login. */
  loggedIn: boolean;
  /** Sends the student to the login page (with a redirect back); called when not signed in. */
  onLoginRequired?: () => void;
  /** The sign-in to answer when already known (from a pushed event); otherwise asked from the server. */
  signInId?: number | null;
  /** A classroom tablet takes the photo natively and the page polls for it. */
  device?: "desktop" | "tablet";
  /** The camera for face check-in on a desktop; the browser's front camera by default. */
  camera?: Camera;
  /** The tablet's native camera; required for face check-in when `device` is `tablet`. */
  tabletCamera?: TabletCamera;
  /** Called after a successful check-in. */
  onCheckedIn?: () => void;
  /** The clock the tablet's 10 s timeout reads; `Date.now` unless a test speeds it up. */
  clock?: () => number;
  /** Given, status 5 (no face registered) offers 录入人脸: the dialog closes and this is called (the page
   * opens the face enrolment screen). */
  onEnrolFace?: () => void;
};

/** The student's check-in dialog: face or plain check-in with the spec's statuses 1–5. */
function CheckInDialog({
  open,
  onOpenChange,
  loggedIn,
  onLoginRequired,
  signInId: knownSignInId = null,
  device = "desktop",
  camera: cameraProp,
  tabletCamera,
  onCheckedIn,
  clock = Date.now,
  onEnrolFace,
}: CheckInDialogProps) {
  const api = useStudentCheckInApi();
  // Optional: an embedding product may have no query cache; the console's pages do.
  const queryClient = use(QueryClientContext);
  const [state, dispatch] = useReducer(checkInReducer, initialCheckInState);
  const [camera] = useState(() => cameraProp ?? createBrowserCamera());
  const [cameraFailed, setCameraFailed] = useState(false);
  // 人脸签到 waits for the preview's first picture: a photo taken before it would be black.
  const [cameraReady, setCameraReady] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const submitted = useRef(false);
  const callbacks = useRef({ onOpenChange, onCheckedIn, onLoginRequired });
  useEffect(() => {
    callbacks.current = { onOpenChange, onCheckedIn, onLoginRequired };
  });

  // Opening starts from scratch: login, class in progress, face registered, the sign-in to answer.
  useEffect(() => {
    if (!open) {
      dispatch({ type: "reset" });
      return;
    }
    if (!loggedIn) {
      dispatch({ type: "loaded", loggedIn: false, classInProgress: false, faceRegistered: false, signInId: null });
      callbacks.current.onLoginRequired?.();
      return;
    }
    let cancelled = false;
    (async () => {
      const current = await api.studentCurrentClass();
      if (!current) {
        if (!cancelled) {
          dispatch({ type: "loaded", loggedIn: true, classInProgress: false, faceRegistered: false, signInId: null });
        }
        return;
      }
      const [faceRegistered, todo] = await Promise.all([
        api.faceExists().catch(() => false),
        knownSignInId ? Promise.resolve(knownSignInId) : api.studentTodoSignIn(current.id).catch(() => null),
      ]);
      if (!cancelled) {
        dispatch({ type: "loaded", loggedIn: true, classInProgress: true, faceRegistered, signInId: todo });
      }
    })().catch(() => {
      if (!cancelled) {
        dispatch({ type: "loaded", loggedIn: true, classInProgress: false, faceRegistered: false, signInId: null });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [open, loggedIn, api, knownSignInId]);

  const status = state.view === "status" ? state.status : null;
  const signInId = state.view === "status" ? state.signInId : null;
  const faceRegistered = state.view === "status" && state.faceRegistered;
  const pollingSince = state.view === "status" ? state.pollingSince : null;
  const showCamera = device === "desktop" && faceRegistered && (status === 1 || status === 2 || status === 4);

  // The live preview runs while a face check-in is possible.
  useEffect(() => {
    const video = videoRef.current;
    if (!showCamera || !video) return;
    let stopped = false;
    camera.start(video).then(
      () => {
        if (stopped) {
          camera.stop();
          return;
        }
        setCameraFailed(false);
        setCameraReady(true);
      },
      () => {
        if (!stopped) setCameraFailed(true);
      },
    );
    return () => {
      stopped = true;
      setCameraReady(false);
      camera.stop();
    };
  }, [showCamera, camera]);

  const submit = async (path?: string) => {
    try {
      const result = signInId
        ? await api.checkIn({ signId: signInId, ...(path ? { path } : {}) })
        : await api.supplementCheckIn(path ? { path } : {});
      dispatch({ type: "result", value: result });
    } catch (error) {
      // The server said why (签到已结束, …): that is what the student reads, not 识别失败，请重试.
      if (isApiError(error) && error.kind === "business" && error.message) {
        dispatch({ type: "refused", message: error.message });
      } else dispatch({ type: "error" });
    }
  };

  const startFace = async () => {
    submitted.current = false;
    dispatch({ type: "start", method: "face" });
    try {
      if (device === "tablet") {
        if (!tabletCamera) throw new Error("no tablet camera");
        await tabletCamera.takePhoto();
        dispatch({ type: "polling-started", now: clock() });
        return;
      }
      const video = videoRef.current;
      if (!video) throw new Error("no camera");
      const path = await api.uploadImage(await camera.capture(video));
      await submit(path);
    } catch {
      dispatch({ type: "error" });
    }
  };

  const startPlain = async () => {
    dispatch({ type: "start", method: "plain" });
    await submit();
  };

  // Tablet: poll for the photo every second; the reducer gives up after 10 s.
  const submitRef = useRef(submit);
  const clockRef = useRef(clock);
  useEffect(() => {
    submitRef.current = submit;
    clockRef.current = clock;
  });
  useEffect(() => {
    if (status !== 2 || pollingSince === null || !tabletCamera) return;
    const timer = window.setInterval(async () => {
      if (submitted.current) return;
      const image = await Promise.resolve(tabletCamera.readImage()).catch(() => null);
      if (image && !submitted.current) {
        submitted.current = true;
        dispatch({ type: "image-received" });
        await submitRef.current(image);
      } else {
        dispatch({ type: "poll-tick", now: clockRef.current() });
      }
    }, POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [status, pollingSince, tabletCamera]);

  // Success closes the dialog by itself after 1 s; the student's statistics (出勤) are read again at once.
  useEffect(() => {
    if (status !== 3) return;
    void queryClient?.invalidateQueries({ queryKey: overviewKeys.statisticsAny() });
    const timer = window.setTimeout(() => {
      callbacks.current.onCheckedIn?.();
      callbacks.current.onOpenChange(false);
    }, AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [status, queryClient]);

  const layout = usePhoneLayout();
  const orientation = useCameraOrientation(videoRef, showCamera);

  let body: React.ReactNode;
  if (state.view === "loading") {
    body = (
      <p className={statusTextVariants()} role="status">
        <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
        {messages.checkIn.loading}
      </p>
    );
  } else if (state.view === "login-required") {
    body = (
      <>
        <p className={statusTextVariants({ tone: "warning" })} role="alert">
          {messages.checkIn.loginRequired}
        </p>
        <NativeDialog.Footer className={layout.dialogActions}>
          <Button variant="primary" onClick={() => onLoginRequired?.()}>
            {messages.checkIn.login}
          </Button>
        </NativeDialog.Footer>
      </>
    );
  } else if (state.view === "no-class") {
    body = (
      <p className={statusTextVariants({ tone: "warning" })} role="alert">
        {messages.checkIn.noClass}
      </p>
    );
  } else {
    body = (
      <>
        {showCamera ? (
          <div
            className={cn(
              "relative mx-auto w-full overflow-hidden rounded-md bg-black",
              // The box takes the picture's shape, no taller than leaves the buttons on the screen.
              orientation === "portrait"
                ? "aspect-[3/4] max-w-[calc(55dvh*3/4)]"
                : "aspect-[4/3] max-w-[calc(60dvh*4/3)]",
            )}
            data-slot="check-in-camera"
            data-orientation={orientation}
          >
            <video
              ref={videoRef}
              className="size-full object-cover"
              aria-label={messages.checkIn.cameraLabel}
              muted
              playsInline
            />
            {cameraFailed ? (
              <p className="absolute inset-x-0 bottom-0 bg-black/70 px-3 py-2 text-sm text-white" role="alert">
                {messages.checkIn.cameraUnavailable}
              </p>
            ) : null}
          </div>
        ) : null}
        {state.status === 1 ? <p className={statusTextVariants()}>{messages.checkIn.readyFace}</p> : null}
        {state.status === 5 ? (
          <p className={statusTextVariants({ tone: "warning" })}>{messages.checkIn.noFace}</p>
        ) : null}
        {state.status === 2 ? (
          <p className={statusTextVariants()} role="status" aria-live="polite">
            <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
            {messages.checkIn.recognising}
          </p>
        ) : null}
        {state.status === 3 ? (
          <p className={statusTextVariants({ tone: "success" })} role="status" aria-live="polite">
            <CheckCircle2Icon className="size-4" aria-hidden />
            {messages.checkIn.success}
          </p>
        ) : null}
        {state.status === 4 ? (
          <p className={statusTextVariants({ tone: "danger" })} role="alert">
            <XCircleIcon className="size-4" aria-hidden />
            {state.refusal ?? messages.checkIn.failed}
          </p>
        ) : null}
        <NativeDialog.Footer className={layout.dialogActions}>
          {state.status === 1 ? (
            <Button
              variant="primary"
              onClick={startFace}
              disabled={device === "desktop" && (cameraFailed || !cameraReady)}
            >
              <ScanFaceIcon aria-hidden />
              {messages.checkIn.faceOnly}
            </Button>
          ) : null}
          {state.status === 4 && !state.refusal && state.faceRegistered ? (
            <Button onClick={startFace} disabled={device === "desktop" && (cameraFailed || !cameraReady)}>
              {messages.checkIn.retry}
            </Button>
          ) : null}
          {state.status === 5 && onEnrolFace ? (
            <Button
              onClick={() => {
                onOpenChange(false);
                onEnrolFace();
              }}
            >
              <ScanFaceIcon aria-hidden />
              {messages.checkIn.enrolFace}
            </Button>
          ) : null}
          {(state.status === 4 && !state.refusal) || state.status === 5 || (state.status === 1 && cameraFailed) ? (
            <Button variant={state.status === 4 ? "secondary" : "primary"} onClick={startPlain}>
              {messages.checkIn.plain}
            </Button>
          ) : null}
        </NativeDialog.Footer>
      </>
    );
  }

  // On the platform's <dialog>, not Radix: no portal and no change to the host page (this widget is
  // embedded by other products), and a fraction of the bundle. Its content opens no portalled popup.
  return (
    <NativeDialog
      open={open}
      onOpenChange={onOpenChange}
      data-slot="check-in-dialog"
      data-status={status ?? state.view}
      className={cn("gap-3", layout.dialog)}
    >
      <NativeDialog.Header>
        <NativeDialog.Title>{messages.checkIn.title}</NativeDialog.Title>
        <NativeDialog.Description>{messages.checkIn.hint}</NativeDialog.Description>
      </NativeDialog.Header>
      {body}
    </NativeDialog>
  );
}

export { CheckInDialog, statusTextVariants };
export type { CheckInDialogProps };
