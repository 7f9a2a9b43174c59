// Face check-in is judged by a matcher behind this interface, so that a school can plug in its own
// service. The reference server ships two: NoFaceMatcher (face matching off: nobody is recognised) and
// the on-premises LocalFaceMatcher (src/face/), which keeps descriptors, never photos, by default.
import { faceMessages as m } from "../face/messages.js";

/** What enrolling one photo gave: an opaque template to keep, or why the photo was refused. */
export type FaceEnrolment = { ok: true; template: string } | { ok: false; reason: string };

/** The verdict on a check-in photo; `retake` when it was close but not close enough. */
export type FaceVerdict =
  { matched: true; distance?: number } | { matched: false; reason: string; retake?: boolean; distance?: number };

export interface FaceMatchInput {
  userId: number;
  /** Storage path of the registered face photo, if one is kept. */
  registeredPath: string | undefined;
  /** The templates enrolled for this person (what `enrol` answered). */
  templates: string[];
  /** Storage path of the image taken at check-in. */
  probePath: string;
}

export interface FaceMatcher {
  /** False when face matching is off: enrolment keeps only the photo path and nobody is recognised. */
  readonly enabled: boolean;
  /** Turns one enrolment photo (a storage path) into a template, or refuses it with a reason. */
  enrol(input: { userId: number; imagePath: string }): Promise<FaceEnrolment>;
  /** Verifies the probe against this person's templates only (1:1). */
  verify(input: FaceMatchInput): Promise<FaceVerdict>;
  /** Releases workers or connections. */
  close(): Promise<void>;
}

/** The matcher when face matching is off: never recognises anyone, never fakes success. */
export class NoFaceMatcher implements FaceMatcher {
  readonly enabled = false;

  async enrol(): Promise<FaceEnrolment> {
    return { ok: false, reason: m.off };
  }

  async verify(): Promise<FaceVerdict> {
    return { matched: false, reason: m.failed };
  }

  async close(): Promise<void> {}
}
