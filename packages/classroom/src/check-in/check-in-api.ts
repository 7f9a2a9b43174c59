// The calls of the student's check-in (dialog and sign-in widget), as their own slice of the classroom
// API, so that a student-only product implements only what its widgets call.
import type { ApiClient } from "@smartclass/api";

/** A class session the student or teacher is in (the contract's CourseItem, the fields read here). */
interface CurrentClass {
  id: number;
  courseName: string;
  name: string;
}

/** The calls of the check-in dialog. */
interface StudentCheckInApi {
  /** Whether the student has a registered face (the face-registered query answers 1 for yes). */
  faceExists(): Promise<boolean>;
  /** The student's class in progress, or `null`. */
  studentCurrentClass(): Promise<CurrentClass | null>;
  /** The sign-in the student still has to answer in that class, or `null`. */
  studentTodoSignIn(courseItemId: number): Promise<number | null>;
  /** Uploads a photo and answers the stored image path. */
  uploadImage(image: Blob): Promise<string>;
  /** Checks in to a sign-in, with an optional face image path; answers the server's result (1 = success). */
  checkIn(input: { signId: number; path?: string }): Promise<unknown>;
  /** Checks in without a sign-in session, with an optional image path; answers the server's result. */
  supplementCheckIn(input: { path?: string }): Promise<unknown>;
}

/** The method names of StudentCheckInApi (the provider checks them). */
const STUDENT_CHECK_IN_METHODS = [
  "faceExists",
  "studentCurrentClass",
  "studentTodoSignIn",
  "uploadImage",
  "checkIn",
  "supplementCheckIn",
] as const satisfies readonly (keyof StudentCheckInApi)[];

/** Uploads a camera photo (multipart field `file`) and answers the stored image path. */
async function uploadFaceImage(api: ApiClient, image: Blob): Promise<string> {
  const uploaded = await api.post("/teach/file/s3/ali/api", {
    body: { file: "" },
    bodySerializer: () => {
      const form = new FormData();
      form.append("file", image, "face.jpg");
      return form;
    },
  });
  return uploaded.path;
}

/** StudentCheckInApi on the typed API client. */
function createStudentCheckInApi(api: ApiClient): StudentCheckInApi {
  return {
    faceExists: async () => (await api.get("/teach/sign-in/face/exist")) === 1,
    studentCurrentClass: () => api.get("/teach/course-item/student/current"),
    studentTodoSignIn: async (courseItemId) =>
      (await api.get("/teach/course-item/stu/todo", { params: { query: { courseItemId } } })).signInId,
    uploadImage: (image) => uploadFaceImage(api, image),
    checkIn: ({ signId, path }) =>
      api.post("/teach/sign-in/record", { params: { query: { signId, ...(path ? { path } : {}) } } }),
    supplementCheckIn: ({ path }) =>
      api.get("/teach/course-item/stu/signIn/supplement", { params: { query: path ? { path } : {} } }),
  };
}

export { createStudentCheckInApi, STUDENT_CHECK_IN_METHODS, uploadFaceImage };
export type { CurrentClass, StudentCheckInApi };
