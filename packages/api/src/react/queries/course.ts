import type { ApiClient } from "../../client/create-api-client";
import { createMutationHook, type JsonBody, useApiQuery } from "../helpers";
import { apiQuery, domainKey } from "./define";

/** Query keys of courses. */
const courseKeys = {
  all: domainKey("course"),
  mine: () => [...courseKeys.all, "mine"] as const,
  recent: () => [...courseKeys.all, "recent"] as const,
  /** Every week of the school timetable (a prefix for invalidation). */
  classSchedules: () => [...courseKeys.all, "class-schedule"] as const,
  /** One week of the school timetable (`weekStart` any day of it, YYYY-MM-DD; omitted: the current week). */
  classSchedule: (weekStart?: string) => [...courseKeys.classSchedules(), weekStart ?? null] as const,
  /** Every week of the caller's free lessons (a prefix for invalidation). */
  freedomSchedules: () => [...courseKeys.all, "freedom-schedule"] as const,
  /** One week of the caller's free lessons. */
  freedomSchedule: (weekStart?: string) => [...courseKeys.freedomSchedules(), weekStart ?? null] as const,
  studentCount: (courseItemId: number) => [...courseKeys.all, "student-count", courseItemId] as const,
};
/** Query keys of class sessions (course items) and the classroom state. */
const courseItemKeys = {
  all: domainKey("course-item"),
  current: () => [...courseItemKeys.all, "current"] as const,
  studentCurrent: () => [...courseItemKeys.all, "student-current"] as const,
  currentCourse: () => [...courseItemKeys.all, "current-course"] as const,
  studentTodo: (courseItemId: number) => [...courseItemKeys.all, "student-todo", courseItemId] as const,
  students: (courseItemId: number) => [...courseItemKeys.all, "students", courseItemId] as const,
  classroomStatus: (courseItemId?: number) =>
    [...courseItemKeys.all, "classroom-status", courseItemId ?? null] as const,
  teacherHandle: () => [...courseItemKeys.all, "teacher-handle"] as const,
  teacherToday: () => [...courseItemKeys.all, "teacher-today"] as const,
  studentHandle: () => [...courseItemKeys.all, "student-handle"] as const,
  studentStatistics: (courseId?: number) => [...courseItemKeys.all, "student-statistics", courseId ?? null] as const,
  studentPracticeTodo: () => [...courseItemKeys.all, "student-practice-todo"] as const,
};
/** Query keys of files, faces, share links and the environment. */
const resourceKeys = {
  all: domainKey("resource"),
  face: () => [...resourceKeys.all, "face"] as const,
  faceExists: () => [...resourceKeys.all, "face-exists"] as const,
  shareLink: (courseItemId: number) => [...resourceKeys.all, "share-link", courseItemId] as const,
  environment: () => [...resourceKeys.all, "environment"] as const,
};

/** The caller's courses. */
const myCoursesOptions = (api: ApiClient) =>
  apiQuery(courseKeys.mine(), (signal) => api.get("/teach/course/my", { signal }));
/** Recently used courses. */
const recentCoursesOptions = (api: ApiClient) =>
  apiQuery(courseKeys.recent(), (signal) => api.get("/teach/course/recent", { signal }));
/** One week of the school timetable: `weekStart` is any day of it (YYYY-MM-DD, UTC+8), omitted for the current week. */
const classScheduleOptions = (api: ApiClient, weekStart?: string) =>
  apiQuery(courseKeys.classSchedule(weekStart), (signal) =>
    api.get("/teach/course/tenant/classSchedule", { params: { query: { weekStart } }, signal }),
  );
/** One week of the caller's free-channel schedule (`weekStart` as for the school timetable). */
const freedomScheduleOptions = (api: ApiClient, weekStart?: string) =>
  apiQuery(courseKeys.freedomSchedule(weekStart), (signal) =>
    api.get("/teach/course/my/freedomSchedule", { params: { query: { weekStart } }, signal }),
  );
/** Students in a class session. */
const courseStudentCountOptions = (api: ApiClient, courseItemId: number) =>
  apiQuery(courseKeys.studentCount(courseItemId), (signal) =>
    api.get("/teach/course/stuCount", { params: { query: { courseItemId } }, signal }),
  );
/** The students of a class session (its roster). */
const courseItemStudentsOptions = (api: ApiClient, courseItemId: number) =>
  apiQuery(courseItemKeys.students(courseItemId), (signal) =>
    api.get("/teach/course-item/students", { params: { query: { courseItemId } }, signal }),
  );
/** The teacher's session in progress. */
const currentCourseItemOptions = (api: ApiClient) =>
  apiQuery(courseItemKeys.current(), (signal) => api.get("/teach/course-item/current", { signal }));
/** The student's session in progress (check-in: student current class). */
const studentCurrentCourseItemOptions = (api: ApiClient) =>
  apiQuery(courseItemKeys.studentCurrent(), (signal) => api.get("/teach/course-item/student/current", { signal }));
/** The course of the session in progress. */
const currentCourseOptions = (api: ApiClient) =>
  apiQuery(courseItemKeys.currentCourse(), (signal) => api.get("/teach/course-item/current/course", { signal }));
/** The student's todo in a session (check-in: signInId). */
const studentTodoOptions = (api: ApiClient, courseItemId: number) =>
  apiQuery(courseItemKeys.studentTodo(courseItemId), (signal) =>
    api.get("/teach/course-item/stu/todo", { params: { query: { courseItemId } }, signal }),
  );
/** What is happening in the classroom now. */
const classroomStatusOptions = (api: ApiClient, courseItemId?: number) =>
  apiQuery(courseItemKeys.classroomStatus(courseItemId), (signal) =>
    api.get("/teach/course-item/classroom/status", { params: { query: { courseItemId } }, signal }),
  );
/** Items the teacher has to handle. */
const teacherHandleOptions = (api: ApiClient) =>
  apiQuery(courseItemKeys.teacherHandle(), (signal) => api.get("/teach/course-item/teacher/handle", { signal }));
/** The teacher's sessions today. */
const teacherTodayOptions = (api: ApiClient) =>
  apiQuery(courseItemKeys.teacherToday(), (signal) => api.get("/teach/course-item/teacher/today", { signal }));
/** Items the student has to handle. */
const studentHandleOptions = (api: ApiClient) =>
  apiQuery(courseItemKeys.studentHandle(), (signal) => api.get("/teach/course-item/student/handle", { signal }));
/** The student's participation statistics. */
const studentStatisticsOptions = (api: ApiClient, courseId?: number) =>
  apiQuery(courseItemKeys.studentStatistics(courseId), (signal) =>
    api.get("/teach/course-item/stu/statistics", { params: { query: { courseId } }, signal }),
  );
/** Practices the student has not done. */
const studentPracticeTodoOptions = (api: ApiClient) =>
  apiQuery(courseItemKeys.studentPracticeTodo(), (signal) =>
    api.get("/teach/course-item/stu/practice/todo", { signal }),
  );
/** The caller's registered face. */
const faceOptions = (api: ApiClient) =>
  apiQuery(resourceKeys.face(), (signal) => api.get("/teach/face-database/get", { signal }));
/** Whether the caller has a registered face (1 yes, 0 no). */
const faceExistsOptions = (api: ApiClient) =>
  apiQuery(resourceKeys.faceExists(), (signal) => api.get("/teach/sign-in/face/exist", { signal }));
/** The share link of a session. */
const shareLinkOptions = (api: ApiClient, courseItemId: number) =>
  apiQuery(resourceKeys.shareLink(courseItemId), (signal) =>
    api.get("/teach/course-sharelink/get", { params: { query: { courseItemId } }, signal }),
  );
/** Deployment information. */
const environmentOptions = (api: ApiClient) =>
  apiQuery(resourceKeys.environment(), (signal) => api.get("/teach/environment/get", { signal }));

/** Hook: the caller's courses. */
const useMyCourses = () => useApiQuery(myCoursesOptions);
/** Hook: the teacher's session in progress. */
const useCurrentCourseItem = () => useApiQuery(currentCourseItemOptions);
/** Hook: the student's session in progress. */
const useStudentCurrentCourseItem = () => useApiQuery(studentCurrentCourseItemOptions);
/** Hook: the student's todo in a session. */
const useStudentTodo = (courseItemId: number) => useApiQuery(studentTodoOptions, courseItemId);
/** Hook: the classroom state. */
const useClassroomStatus = (courseItemId?: number) => useApiQuery(classroomStatusOptions, courseItemId);
/** Hook: whether the caller has a registered face. */
const useFaceExists = () => useApiQuery(faceExistsOptions);
/** Hook: deployment information. */
const useEnvironment = () => useApiQuery(environmentOptions);

const sessions = () => [courseItemKeys.all, courseKeys.all] as const;
/** Mutation: create a course. */
const useCreateCourse = createMutationHook(
  (api, body: JsonBody<"/teach/course/create", "post">) => api.post("/teach/course/create", { body }),
  () => [courseKeys.all],
);
/** Mutation: open a free channel (a new session). */
const useCreateFreedomChannel = createMutationHook(
  (api, body: JsonBody<"/teach/channels/freedom/create", "post">) =>
    api.post("/teach/channels/freedom/create", { body }),
  sessions,
);
/** Mutation: export course data (resolves with the file). */
const useExportCourse = createMutationHook(
  (api, v: { type: "signIn" | "question" | "assignment" | "grade" | "practice" | "student"; courseId: number }) =>
    api.download("/teach/course/export/{type}", {
      params: { path: { type: v.type }, query: { courseId: v.courseId } },
    }),
  () => [],
);
/** Mutation: start a new session of a course. */
const useStartCourseItem = createMutationHook(
  (api, courseId: number) => api.get("/teach/course-item/start", { params: { query: { courseId } } }),
  sessions,
);
/** Mutation: start or resume an existing session. */
const useStartExistingCourseItem = createMutationHook(
  (api, courseItemId: number) =>
    api.get("/teach/course-item/start/courseItem", { params: { query: { courseItemId } } }),
  sessions,
);
/** Mutation: end a session. */
const useEndCourseItem = createMutationHook(
  (api, courseItemId: number | undefined) => api.get("/teach/course-item/end", { params: { query: { courseItemId } } }),
  sessions,
);
/** Mutation: the student joins a session. */
const useJoinCourseItem = createMutationHook(
  (api, courseItemId: number) => api.get("/teach/course-item/student/set", { params: { query: { courseItemId } } }),
  () => [courseItemKeys.all],
);
/** Mutation: supplementary check-in without a sign-in session (optional face image path). */
const useSupplementSignIn = createMutationHook(
  (api, path: string | undefined) =>
    api.get("/teach/course-item/stu/signIn/supplement", { params: { query: { path } } }),
  () => [courseItemKeys.all],
);
const resources = () => [resourceKeys.all] as const;
/** Mutation: upload a file (multipart field `file`). */
const useUploadFile = createMutationHook(
  (api, v: { file: Blob; fileName?: string; path?: string }) =>
    api.post("/teach/file/s3/ali/api", {
      body: { file: "" },
      bodySerializer: () => {
        const form = new FormData();
        form.append("file", v.file, v.fileName ?? (v.file instanceof File ? v.file.name : "file"));
        if (v.path) form.append("path", v.path);
        return form;
      },
    }),
  () => [],
);
/** Mutation: save an uploaded chunk to the upload cache. */
const useSaveUploadChunk = createMutationHook(
  (api, v: { partId: string; md5: string; chunk: Blob }) =>
    api.put("/class/resource/saveUploadFilesToCache/api", {
      params: { query: { partId: v.partId, md5: v.md5 } },
      body: "",
      bodySerializer: () => v.chunk,
      headers: { "Content-Type": "application/octet-stream" },
    }),
  () => [],
);
/** Mutation: register the caller's face. */
const useRegisterFace = createMutationHook(
  (api, body: JsonBody<"/teach/face-database/create", "post">) => api.post("/teach/face-database/create", { body }),
  resources,
);
/** Mutation: start the classroom screen video. */
const useStartControlVideo = createMutationHook(
  (api, _: void) => api.get("/teach/control/video/start"),
  () => [courseItemKeys.all],
);
/** Mutation: stop the classroom screen video. */
const useEndControlVideo = createMutationHook(
  (api, _: void) => api.get("/teach/control/video/end"),
  () => [courseItemKeys.all],
);
/** Mutation: set the control mode. */
const useSetControlMode = createMutationHook(
  (api, mode: 0 | 1 | 2) => api.get("/teach/control/mode", { params: { query: { mode } } }),
  () => [courseItemKeys.all],
);
/** Mutation: create a share link. */
const useCreateShareLink = createMutationHook(
  (api, body: JsonBody<"/teach/course-sharelink/create", "post">) =>
    api.post("/teach/course-sharelink/create", { body }),
  resources,
);

export {
  classroomStatusOptions,
  classScheduleOptions,
  courseItemKeys,
  courseItemStudentsOptions,
  courseKeys,
  courseStudentCountOptions,
  currentCourseItemOptions,
  currentCourseOptions,
  environmentOptions,
  faceExistsOptions,
  faceOptions,
  freedomScheduleOptions,
  myCoursesOptions,
  recentCoursesOptions,
  resourceKeys,
  shareLinkOptions,
  studentCurrentCourseItemOptions,
  studentHandleOptions,
  studentPracticeTodoOptions,
  studentStatisticsOptions,
  studentTodoOptions,
  teacherHandleOptions,
  teacherTodayOptions,
  useClassroomStatus,
  useCreateCourse,
  useCreateFreedomChannel,
  useCreateShareLink,
  useCurrentCourseItem,
  useEndControlVideo,
  useEndCourseItem,
  useEnvironment,
  useExportCourse,
  useFaceExists,
  useJoinCourseItem,
  useMyCourses,
  useRegisterFace,
  useSaveUploadChunk,
  useSetControlMode,
  useStartControlVideo,
  useStartCourseItem,
  useStartExistingCourseItem,
  useStudentCurrentCourseItem,
  useStudentTodo,
  useSupplementSignIn,
  useUploadFile,
};
