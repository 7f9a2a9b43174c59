// The teacher's course calls as one slice of the classroom API: my and recent courses, one week of the
// school timetable and of the teacher's free-form one, creating a course (with its cover uploaded first)
// or a free lesson (now or planned), starting a class session of a course or a given session, and
// exporting a course's data as a spreadsheet.
import type { ApiClient, Download, Schema } from "@smartclass/api";

/** A course (the contract's Course). */
type Course = Schema<"Course">;
/** A timetable slot (the contract's ClassScheduleEntry). */
type ClassScheduleEntry = Schema<"ClassScheduleEntry">;
/** Creating a course (the contract's CourseCreate). */
type CourseCreate = Schema<"CourseCreate">;
/** A class session (the contract's CourseItem). */
type CourseItem = Schema<"CourseItem">;
/** Opening a free class channel (the contract's FreedomChannelCreate). */
type FreedomChannelCreate = Schema<"FreedomChannelCreate">;

/** What a course export holds (the path's `{type}`). */
type CourseExportType = "student" | "signIn" | "grade" | "question" | "assignment" | "practice";

/** The teacher's course calls. */
interface TeacherCourseApi {
  /** The courses the teacher teaches. */
  myCourses(): Promise<Course[]>;
  /** The courses the teacher used lately. */
  recentCourses(): Promise<Course[]>;
  /** One week of the school timetable: `weekStart` is any day of it (YYYY-MM-DD, the school's calendar), omitted for this week. */
  classSchedule(weekStart?: string): Promise<ClassScheduleEntry[]>;
  /** One week of the teacher's own free-form timetable (`weekStart` as for the school's). */
  freedomSchedule(weekStart?: string): Promise<ClassScheduleEntry[]>;
  /** Creates a course; its id. */
  createCourse(input: CourseCreate): Promise<number>;
  /** Plans a free lesson (now for 2 hours, or `start`–`end`); the class session, not started yet. */
  createFreedomChannel(input: FreedomChannelCreate): Promise<CourseItem>;
  /** Uploads a cover image (multipart field `file`); its public URL. */
  uploadCover(image: Blob, fileName: string): Promise<string>;
  /** Starts a class session of a course; refused with the server's message (e.g. another class runs). */
  startCourse(courseId: number): Promise<CourseItem>;
  /** Starts (or resumes) the given class session, e.g. a timetable slot's; refused with the server's message. */
  startCourseItem(courseItemId: number): Promise<CourseItem>;
  /** A course's data as a spreadsheet, under the server's file name. */
  exportCourse(courseId: number, type: CourseExportType): Promise<Download>;
}

/** The method names of TeacherCourseApi (the provider checks them). */
const TEACHER_COURSE_METHODS = [
  "myCourses",
  "recentCourses",
  "classSchedule",
  "freedomSchedule",
  "createCourse",
  "createFreedomChannel",
  "uploadCover",
  "startCourse",
  "startCourseItem",
  "exportCourse",
] as const satisfies readonly (keyof TeacherCourseApi)[];

/** TeacherCourseApi on the typed API client. */
function createTeacherCourseApi(api: ApiClient): TeacherCourseApi {
  return {
    myCourses: () => api.get("/teach/course/my"),
    recentCourses: () => api.get("/teach/course/recent"),
    classSchedule: (weekStart) => api.get("/teach/course/tenant/classSchedule", { params: { query: { weekStart } } }),
    freedomSchedule: (weekStart) => api.get("/teach/course/my/freedomSchedule", { params: { query: { weekStart } } }),
    createCourse: (body) => api.post("/teach/course/create", { body }),
    createFreedomChannel: (body) => api.post("/teach/channels/freedom/create", { body }),
    uploadCover: async (image, fileName) => {
      const uploaded = await api.post("/teach/file/s3/ali/api", {
        body: { file: "" },
        bodySerializer: () => {
          const form = new FormData();
          form.append("file", image, fileName);
          return form;
        },
      });
      return uploaded.url;
    },
    startCourse: (courseId) => api.get("/teach/course-item/start", { params: { query: { courseId } } }),
    startCourseItem: (courseItemId) =>
      api.get("/teach/course-item/start/courseItem", { params: { query: { courseItemId } } }),
    exportCourse: (courseId, type) =>
      api.download("/teach/course/export/{type}", { params: { path: { type }, query: { courseId } } }),
  };
}

export { createTeacherCourseApi, TEACHER_COURSE_METHODS };
export type {
  ClassScheduleEntry,
  Course,
  CourseCreate,
  CourseExportType,
  CourseItem,
  FreedomChannelCreate,
  TeacherCourseApi,
};
