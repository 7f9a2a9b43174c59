// The calls of the student's face enrolment (人脸数据), as their own slice of the classroom API: the
// enrolment summary, one photo uploaded and enrolled per call, and deleting the student's face data.
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
}

/** The method names of StudentFaceApi (the provider checks them). */
const STUDENT_FACE_METHODS = [
  "myFace",
  "uploadImage",
  "enrolPhoto",
  "deleteMyFace",
] as const satisfies readonly (keyof StudentFaceApi)[];

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
  };
}

export { createStudentFaceApi, STUDENT_FACE_METHODS };
export type { FaceEnrolmentInfo, GuardianConsentStanding, StudentFaceApi };
