// The check-in dialog's status flow (classroom spec, section 2 "Check-in dialog") as a pure reducer,
// so every transition is tested without a browser. Status numbers are the spec's:
// 1 ready with face registered, 5 ready for plain check-in only, 2 recognising, 3 success, 4 failed.

/** The spec's check-in statuses. */
type CheckInStatus = 1 | 2 | 3 | 4 | 5;

/** How the student is checking in. */
type CheckInMethod = "face" | "plain";

/** Everything the dialog shows. */
type CheckInState =
  | { view: "loading" }
  | { view: "login-required" }
  | { view: "no-class" }
  | {
      view: "status";
      status: CheckInStatus;
      faceRegistered: boolean;
      signInId: number | null;
      /** The attempt under way or last made. */
      method: CheckInMethod | null;
      /** When the tablet started polling for its photo, in ms (only while status 2 waits for an image). */
      pollingSince: number | null;
      /** With status 4: the server's reason when it refused the check-in (e.g. 签到已结束), shown instead
       * of the face wording; nothing is retried then. */
      refusal?: string | undefined;
    };

/** What happened. */
type CheckInEvent =
  | { type: "loaded"; loggedIn: boolean; classInProgress: boolean; faceRegistered: boolean; signInId: number | null }
  | { type: "start"; method: CheckInMethod }
  | { type: "polling-started"; now: number }
  | { type: "poll-tick"; now: number }
  | { type: "image-received" }
  | { type: "result"; value: unknown }
  | { type: "error" }
  | { type: "refused"; message: string }
  | { type: "retry" }
  | { type: "reset" };

/** The success status closes the dialog after this long (spec: 1 s). */
const AUTO_CLOSE_MS = 1000;
/** The tablet polls for its photo this often (spec: 1 s). */
const POLL_INTERVAL_MS = 1000;
/** The tablet gives up waiting for its photo after this long (spec: 10 s). */
const POLL_TIMEOUT_MS = 10_000;

/** The state before anything is known. */
const initialCheckInState: CheckInState = { view: "loading" };

/** The ready status for a student: 1 with a registered face, 5 for plain check-in only. */
function readyStatus(faceRegistered: boolean): CheckInStatus {
  return faceRegistered ? 1 : 5;
}

/** Whether a check-in call's answer means success: the spec's result 1 (number or string). */
function isCheckInSuccess(value: unknown): boolean {
  return value === 1 || value === "1" || value === true;
}

/** Applies one event to the dialog's state. */
function checkInReducer(state: CheckInState, event: CheckInEvent): CheckInState {
  if (event.type === "reset") return initialCheckInState;
  if (event.type === "loaded") {
    if (!event.loggedIn) return { view: "login-required" };
    if (!event.classInProgress) return { view: "no-class" };
    return {
      view: "status",
      status: readyStatus(event.faceRegistered),
      faceRegistered: event.faceRegistered,
      signInId: event.signInId,
      method: null,
      pollingSince: null,
    };
  }
  if (state.view !== "status") return state;

  switch (event.type) {
    case "start": {
      // Face check-in needs a registered face; nothing starts while an attempt runs or after success.
      if (state.status === 2 || state.status === 3) return state;
      if (event.method === "face" && !state.faceRegistered) return state;
      if (state.refusal) return state;
      return { ...state, status: 2, method: event.method, pollingSince: null };
    }
    case "polling-started":
      return state.status === 2 ? { ...state, pollingSince: event.now } : state;
    case "poll-tick":
      if (state.status !== 2 || state.pollingSince === null) return state;
      return event.now - state.pollingSince >= POLL_TIMEOUT_MS ? { ...state, status: 4, pollingSince: null } : state;
    case "image-received":
      // The image is on its way to the check-in call: stop the timeout, stay recognising.
      return state.status === 2 ? { ...state, pollingSince: null } : state;
    case "result":
      if (state.status !== 2) return state;
      return { ...state, status: isCheckInSuccess(event.value) ? 3 : 4, pollingSince: null };
    case "error":
      return state.status === 2 ? { ...state, status: 4, pollingSince: null } : state;
    case "refused":
      return state.status === 2 ? { ...state, status: 4, pollingSince: null, refusal: event.message } : state;
    case "retry":
      return state.status === 4 && !state.refusal
        ? { ...state, status: readyStatus(state.faceRegistered), method: null }
        : state;
  }
  return state;
}

export {
  AUTO_CLOSE_MS,
  checkInReducer,
  initialCheckInState,
  isCheckInSuccess,
  POLL_INTERVAL_MS,
  POLL_TIMEOUT_MS,
  readyStatus,
};
export type { CheckInEvent, CheckInMethod, CheckInState, CheckInStatus };
