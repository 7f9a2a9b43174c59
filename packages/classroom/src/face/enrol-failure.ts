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
  /** The consent was given to a face text that is no longer the one in force. */
  textChanged: 1_003_006_002,
  /** A person not under 14 without their own consent to the face text in force. */
  consentNeeded: 1_003_006_004,
} as const;

/** How an enrolment call failed, for the screen: refused (retake), busy, a guardian's or the person's own consent needed, or anything else (retry). */
type EnrolFailure = { kind: "refused" | "busy" | "guardian" | "consent" | "error"; reason: string };

/** Sorts an enrolment call's error into what the screen does with it; `fallback` when it has no text. */
function enrolFailure(error: unknown, fallback: string): EnrolFailure {
  const reason = (error instanceof Error && error.message) || fallback;
  if (isApiError(error) && error.code === FACE_CODES.refused) return { kind: "refused", reason };
  if (isApiError(error) && error.code === FACE_CODES.busy) return { kind: "busy", reason };
  if (isApiError(error) && error.code === FACE_CODES.guardianNeeded) return { kind: "guardian", reason };
  if (isApiError(error) && error.code === FACE_CODES.consentNeeded) return { kind: "consent", reason };
  return { kind: "error", reason };
}

export { enrolFailure, FACE_CODES };
export type { EnrolFailure };
