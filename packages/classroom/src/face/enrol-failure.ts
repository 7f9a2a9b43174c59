// How an enrolment call failed, sorted by the server's business codes: apart from the slice, so the
// check-in dialog (which reads the slices' method lists) carries none of it.
import { isApiError } from "@smartclass/api";

/** The server's business codes of an enrolment (HTTP 200, non-zero code, the reason in `msg`). */
const FACE_CODES = {
  /** The photo was refused: no face, several faces, unclear, not an image, or already 5 photos. */
  refused: 1_003_005_001,
  /** The face queue is full: try the same photo again a little later. */
  busy: 1_003_005_002,
  /** A minor without a guardian's consent to the face text in force. */
  guardianNeeded: 1_003_006_001,
} as const;

/** How an enrolment call failed, for the screen: refused (retake), busy, a guardian's consent needed, or anything else (retry). */
type EnrolFailure = { kind: "refused" | "busy" | "guardian" | "error"; reason: string };

/** Sorts an enrolment call's error into what the screen does with it; `fallback` when it has no text. */
function enrolFailure(error: unknown, fallback: string): EnrolFailure {
  const reason = (error instanceof Error && error.message) || fallback;
  if (isApiError(error) && error.code === FACE_CODES.refused) return { kind: "refused", reason };
  if (isApiError(error) && error.code === FACE_CODES.busy) return { kind: "busy", reason };
  if (isApiError(error) && error.code === FACE_CODES.guardianNeeded) return { kind: "guardian", reason };
  return { kind: "error", reason };
}

export { enrolFailure, FACE_CODES };
export type { EnrolFailure };
