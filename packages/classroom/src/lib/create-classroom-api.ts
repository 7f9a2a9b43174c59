// The classroom calls on @smartclass/api's client: the contract's paths (see the api README for the
// mapping of the spec's unnamed check-in calls), each answer already unwrapped from its envelope.
import type { ApiClient } from "@smartclass/api";

import type { ClassroomApi } from "./classroom-api";

/** The ClassroomApi on the typed API client. */
function createClassroomApi(api: ApiClient): ClassroomApi {
  return {
    faceExists: async () => (await api.get("/teach/sign-in/face/exist")) === 1,
    studentCurrentClass: () => api.get("/teach/course-item/student/current"),
    studentTodoSignIn: async (courseItemId) =>
      (await api.get("/teach/course-item/stu/todo", { params: { query: { courseItemId } } })).signInId,
    uploadImage: async (image) => {
      const uploaded = await api.post("/teach/file/s3/ali/api", {
        body: { file: "" },
        bodySerializer: () => {
          const form = new FormData();
          form.append("file", image, "face.jpg");
          return form;
        },
      });
      return uploaded.path;
    },
    checkIn: ({ signId, path }) =>
      api.post("/teach/sign-in/record", { params: { query: { signId, ...(path ? { path } : {}) } } }),
    supplementCheckIn: ({ path }) =>
      api.get("/teach/course-item/stu/signIn/supplement", { params: { query: path ? { path } : {} } }),
    teacherCurrentClass: () => api.get("/teach/course-item/current"),
    runningSignIn: async (courseItemId) => {
      const status = await api.get("/teach/course-item/classroom/status", { params: { query: { courseItemId } } });
      return status.activity?.type === "signIn" ? status.activity.id : null;
    },
    startSignIn: (body) => api.post("/teach/sign-in/start", { body }),
    signInSummary: (signId) => api.get("/teach/sign-in/record", { params: { query: { signId } } }),
    delaySignIn: ({ signId, duration }) => api.get("/teach/sign-in/delay", { params: { query: { signId, duration } } }),
    endSignIn: async (signId) => {
      await api.post("/teach/sign-in/end", { params: { query: { signId } } });
    },
  };
}

export { createClassroomApi };
