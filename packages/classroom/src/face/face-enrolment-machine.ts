// The face enrolment screen's flow as a pure reducer, so every transition is tested without a browser:
// loading → consent (not enrolled) → capturing (3 to 5 accepted photos) → enrolled → (delete) consent.
// Nothing leaves the browser before consent: photos are only taken while capturing, which is reached
// from a ticked consent the server recorded (for the face text in force), or from an enrolment the
// student already made (补充照片) while their consent still covers the text in force.
import type { EnrolFailure } from "./enrol-failure";
import type { FaceEnrolmentInfo, GuardianConsentStanding, OwnConsentStanding } from "./face-api";

/** Fewest accepted photos before 完成 (a student enrols 3 to 5 photos). */
const MIN_FACE_PHOTOS = 3;
/** Most photos a student enrols (the server refuses a sixth). */
const MAX_FACE_PHOTOS = 5;

/** Where one photo is: on its way (uploading, recognising), accepted, refused (retake), or failed (retry). */
type FacePhotoStatus = "uploading" | "recognising" | "accepted" | "refused" | "busy" | "failed";

/** A photo taken on this screen. */
interface FacePhoto {
  id: number;
  /** The object URL of the captured image (the component creates and revokes it). */
  thumbnail: string;
  status: FacePhotoStatus;
  /** The stored image path once uploaded (a retry enrols it again without a second upload). */
  path: string | null;
  /** The server's reason for a refused, busy or failed photo. */
  reason: string | null;
}

/** The camera: starting, showing its picture, refused by the person, or not there. */
type FaceCameraStatus = "starting" | "ready" | "refused" | "missing";

/** Everything the screen shows. */
type FaceEnrolmentState =
  | { view: "loading" }
  | { view: "load-failed"; reason: string }
  | {
      view: "consent";
      agreed: boolean;
      deleted: boolean;
      /** The face text in force and the person's consent, when the server keeps it (else the built-in text). */
      own: OwnConsentStanding | null;
      /** The text changed since the person consented (or while they read it): they are asked again. */
      changed: boolean;
      /** The consent is on its way to the server. */
      saving: boolean;
      /** Why the consent could not be recorded. */
      error: string | null;
    }
  /** A student under 14 waits for a guardian's consent (again, when the text changed: `outdated`). */
  | { view: "guardian-needed"; outdated: boolean; photoCount: number }
  | {
      view: "capturing";
      /** Photos enrolled before this screen opened (补充照片). */
      enrolledBefore: number;
      photos: FacePhoto[];
      camera: FaceCameraStatus;
      /** Counts the camera's starts, so 重新打开摄像头 starts it again. */
      cameraAttempt: number;
    }
  | {
      view: "enrolled";
      photoCount: number;
      createTime: number;
      deleting: boolean;
      error: string | null;
      /** The person's own consent: 补充照片 asks again first when it does not cover the text in force. */
      own: OwnConsentStanding | null;
    };

/** What happened. */
type FaceEnrolmentEvent =
  | {
      type: "loaded";
      face: FaceEnrolmentInfo | null;
      guardian?: GuardianConsentStanding | null;
      own?: OwnConsentStanding | null;
    }
  | { type: "load-failed"; reason: string }
  | { type: "reload" }
  | { type: "agree"; agreed: boolean }
  | { type: "start" }
  | { type: "consent-saving" }
  | { type: "consent-failed"; reason: string }
  /** The server answered that the text changed: the new one is shown and the box unticked. */
  | { type: "consent-changed"; own: OwnConsentStanding }
  | { type: "camera-ready" }
  | { type: "camera-failed"; reason: "refused" | "missing" }
  | { type: "camera-retry" }
  | { type: "photo-taken"; id: number; thumbnail: string }
  | { type: "photo-uploaded"; id: number; path: string }
  | { type: "photo-accepted"; id: number }
  | { type: "photo-failed"; id: number; failure: EnrolFailure }
  | { type: "photo-retry"; id: number }
  | { type: "photo-removed"; id: number }
  | { type: "finish" }
  | { type: "delete-started" }
  | { type: "delete-failed"; reason: string }
  | { type: "deleted" };

type Capturing = Extract<FaceEnrolmentState, { view: "capturing" }>;

/** The consent screen, unticked. */
function askConsent(
  own: OwnConsentStanding | null,
  deleted: boolean,
): Extract<FaceEnrolmentState, { view: "consent" }> {
  return { view: "consent", agreed: false, deleted, own, changed: own?.outdated ?? false, saving: false, error: null };
}

/** The state before anything is known. */
const initialFaceEnrolmentState: FaceEnrolmentState = { view: "loading" };

/** Accepted photos, those enrolled before this screen included. */
function acceptedCount(state: Capturing): number {
  return state.enrolledBefore + state.photos.filter((photo) => photo.status === "accepted").length;
}

/** Photos that hold one of the 5 places: enrolled before, accepted, on their way or to retry (not refused). */
function placesTaken(state: Capturing): number {
  return state.enrolledBefore + state.photos.filter((photo) => photo.status !== "refused").length;
}

/** Whether a photo is still on its way to the server. */
function inFlight(state: Capturing): boolean {
  return state.photos.some((photo) => photo.status === "uploading" || photo.status === "recognising");
}

/** Whether 拍照 is enabled: the camera shows a picture and fewer than 5 places are taken. */
function canTakePhoto(state: FaceEnrolmentState): boolean {
  return state.view === "capturing" && state.camera === "ready" && placesTaken(state) < MAX_FACE_PHOTOS;
}

/** Whether 完成 is enabled: at least 3 accepted photos, none still on its way. */
function canFinish(state: FaceEnrolmentState): boolean {
  return state.view === "capturing" && acceptedCount(state) >= MIN_FACE_PHOTOS && !inFlight(state);
}

function updatePhoto(state: Capturing, id: number, change: (photo: FacePhoto) => FacePhoto | null): Capturing {
  return { ...state, photos: state.photos.map((photo) => (photo.id === id ? (change(photo) ?? photo) : photo)) };
}

function capturingEvent(state: Capturing, event: FaceEnrolmentEvent): FaceEnrolmentState {
  switch (event.type) {
    case "camera-ready":
      return state.camera === "starting" ? { ...state, camera: "ready" } : state;
    case "camera-failed":
      return { ...state, camera: event.reason };
    case "camera-retry":
      return state.camera === "ready"
        ? state
        : { ...state, camera: "starting", cameraAttempt: state.cameraAttempt + 1 };
    case "photo-taken":
      if (!canTakePhoto(state) || state.photos.some((photo) => photo.id === event.id)) return state;
      return {
        ...state,
        photos: [
          ...state.photos,
          { id: event.id, thumbnail: event.thumbnail, status: "uploading", path: null, reason: null },
        ],
      };
    case "photo-uploaded":
      return updatePhoto(state, event.id, (photo) =>
        photo.status === "uploading" ? { ...photo, status: "recognising", path: event.path } : null,
      );
    case "photo-accepted":
      return updatePhoto(state, event.id, (photo) =>
        photo.status === "recognising" ? { ...photo, status: "accepted", reason: null } : null,
      );
    case "photo-failed": {
      const { kind, reason } = event.failure;
      // The server refused for want of a guardian's consent (e.g. the text changed meanwhile): no retake helps.
      if (kind === "guardian") return { view: "guardian-needed", outdated: false, photoCount: acceptedCount(state) };
      // The server wants the person's own consent again (the text changed meanwhile): read where they stand.
      if (kind === "consent") return { view: "loading" };
      const status: FacePhotoStatus = kind === "refused" ? "refused" : kind === "busy" ? "busy" : "failed";
      return updatePhoto(state, event.id, (photo) =>
        photo.status === "uploading" || photo.status === "recognising" ? { ...photo, status, reason } : null,
      );
    }
    case "photo-retry":
      return updatePhoto(state, event.id, (photo) =>
        photo.status === "busy" || photo.status === "failed"
          ? { ...photo, status: photo.path ? "recognising" : "uploading", reason: null }
          : null,
      );
    case "photo-removed":
      // Only a refused photo is discarded (重拍): an accepted one is enrolled on the server already.
      return {
        ...state,
        photos: state.photos.filter((photo) => photo.id !== event.id || photo.status !== "refused"),
      };
    case "finish":
      // The enrolment is read back from the server (its photo count and date).
      return canFinish(state) ? { view: "loading" } : state;
    default:
      return state;
  }
}

/** Why the camera did not start: refused by the person (or the page's permissions), else missing. */
function cameraFailure(error: unknown): "refused" | "missing" {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  return name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError"
    ? "refused"
    : "missing";
}

/** Applies one event to the screen's state. */
function faceEnrolmentReducer(state: FaceEnrolmentState, event: FaceEnrolmentEvent): FaceEnrolmentState {
  switch (state.view) {
    case "loading":
      if (event.type === "loaded") {
        if (event.guardian?.needed) {
          return {
            view: "guardian-needed",
            outdated: event.guardian.outdated,
            photoCount: event.face?.photoCount ?? 0,
          };
        }
        const own = event.own ?? null;
        return event.face
          ? { view: "enrolled", ...event.face, deleting: false, error: null, own }
          : askConsent(own, false);
      }
      return event.type === "load-failed" ? { view: "load-failed", reason: event.reason } : state;
    case "load-failed":
    case "guardian-needed":
      return event.type === "reload" ? { view: "loading" } : state;
    case "consent":
      if (state.saving && event.type !== "start" && event.type !== "consent-failed" && event.type !== "consent-changed")
        return state;
      if (event.type === "agree") return { ...state, agreed: event.agreed, error: null };
      if (event.type === "consent-saving" && state.agreed) return { ...state, saving: true, error: null };
      if (event.type === "consent-failed") return { ...state, saving: false, error: event.reason };
      if (event.type === "consent-changed") return { ...askConsent(event.own, state.deleted), changed: true };
      if (event.type === "start" && state.agreed) {
        return { view: "capturing", enrolledBefore: 0, photos: [], camera: "starting", cameraAttempt: 0 };
      }
      return state;
    case "capturing":
      return capturingEvent(state, event);
    case "enrolled":
      if (event.type === "start" && !state.deleting && state.photoCount < MAX_FACE_PHOTOS) {
        // More photos need a consent to the text in force: read and agree first.
        if (state.own && !state.own.consented) return askConsent(state.own, false);
        return {
          view: "capturing",
          enrolledBefore: state.photoCount,
          photos: [],
          camera: "starting",
          cameraAttempt: 0,
        };
      }
      if (event.type === "delete-started") return { ...state, deleting: true, error: null };
      if (event.type === "delete-failed") return { ...state, deleting: false, error: event.reason };
      // Deleted: back to the start, consent asked again before anything is taken.
      if (event.type === "deleted") return askConsent(state.own, true);
      return state;
  }
}

export {
  acceptedCount,
  cameraFailure,
  canFinish,
  canTakePhoto,
  faceEnrolmentReducer,
  initialFaceEnrolmentState,
  MAX_FACE_PHOTOS,
  MIN_FACE_PHOTOS,
  placesTaken,
};
export type { FaceCameraStatus, FaceEnrolmentEvent, FaceEnrolmentState, FacePhoto, FacePhotoStatus };
