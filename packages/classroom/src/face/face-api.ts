// The calls of the student's face enrolment (人脸数据), as their own slice of the classroom API: the
// enrolment summary, the person's own consent to the face text in force, one photo uploaded and
// enrolled per call, and deleting the student's face data.
import type { ApiClient } from "@smartclass/api";

import { uploadFaceImage } from "../check-in/check-in-api";

/** The student's enrolment as the page shows it: how many photos are enrolled, and since when. */
interface FaceEnrolmentInfo {
  photoCount: number;
  /** Epoch milliseconds. */
  createTime: number;
}

/** Whether a guardian's consent stands between the student and face enrolment (students under 14). */
interface GuardianConsentStanding {
  /** Enrolment and face check-in wait for a guardian's consent to the face text in force. */
  needed: boolean;
  /** A guardian consented to an older text and is asked again. */
  outdated: boolean;
}

/** The face text in force (what is collected, why, for how long, the alternative) and its version. */
interface FaceConsentText {
  version: number;
  collected: string;
  purpose: string;
  retention: string;
  alternative: string;
}

/** The person's own consent to face enrolment, as the server keeps it (anyone not under 14). */
interface OwnConsentStanding {
  text: FaceConsentText;
  /** The person consented to the version in force. */
  consented: boolean;
  /** The person consented to an older version and is asked again. */
  outdated: boolean;
}

/** The calls of the face enrolment screen. */
interface StudentFaceApi {
  /** The student's enrolment, or `null` when they have none. */
  myFace(): Promise<FaceEnrolmentInfo | null>;
  /** Uploads a photo and answers the stored image path (the same call as the check-in's upload). */
  uploadImage(image: Blob): Promise<string>;
  /** Enrols one uploaded photo; rejects with the server's reason when the photo is refused or it is busy. */
  enrolPhoto(path: string): Promise<void>;
  /** Deletes the student's face data; answers false when there was none. */
  deleteMyFace(): Promise<boolean>;
  /**
   * Whether a guardian's consent is needed first. Optional, so a product without minors' rules leaves it
   * out; the server refuses a minor's enrolment either way, and the screen then says why.
   */
  guardianConsent?(): Promise<GuardianConsentStanding>;
  /**
   * The face text in force and the person's own consent to it. Optional with giveConsent: without them
   * the screen shows its built-in text and the consent stays in the browser.
   */
  ownConsent?(): Promise<OwnConsentStanding>;
  /** Records the person's consent to the version they read; rejects (code 1003006002) when it changed. */
  giveConsent?(textVersion: number): Promise<OwnConsentStanding>;
}

/** The method names of StudentFaceApi (the provider checks them). */
const STUDENT_FACE_METHODS = [
  "myFace",
  "uploadImage",
  "enrolPhoto",
  "deleteMyFace",
] as const satisfies readonly (keyof StudentFaceApi)[];

/** The screen's slice of the server's answer. */
function standing(answer: { text: FaceConsentText; consented: boolean; outdated: boolean }): OwnConsentStanding {
  const { version, collected, purpose, retention, alternative } = answer.text;
  return {
    text: { version, collected, purpose, retention, alternative },
    consented: answer.consented,
    outdated: answer.outdated,
  };
}

/** StudentFaceApi on the typed API client. */
function createStudentFaceApi(api: ApiClient): StudentFaceApi {
  return {
    myFace: async () => {
      const face = await api.get("/teach/face-database/get");
      return face ? { photoCount: face.photoCount, createTime: face.createTime } : null;
    },
    uploadImage: (image) => uploadFaceImage(api, image),
    enrolPhoto: async (path) => {
      await api.post("/teach/face-database/create", { body: { path } });
    },
    deleteMyFace: () => api.delete("/teach/face-database/delete-my"),
    guardianConsent: async () => {
      const { needed, outdated } = await api.get("/teach/privacy/face-consent/my");
      return { needed, outdated };
    },
    ownConsent: async () => standing(await api.get("/teach/face-database/consent/my")),
    giveConsent: async (textVersion) =>
      standing(await api.post("/teach/face-database/consent/give", { body: { textVersion } })),
  };
}

export { createStudentFaceApi, STUDENT_FACE_METHODS };
export type { FaceConsentText, FaceEnrolmentInfo, GuardianConsentStanding, OwnConsentStanding, StudentFaceApi };
