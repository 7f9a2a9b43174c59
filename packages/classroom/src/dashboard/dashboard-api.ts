// The class dashboard's calls as one slice of the classroom API: the teacher's sessions of today, starting
// one of them and ending the running one. `startCourseItem` is the same call as the course slice's, so a
// product implementing both implements it once.
import type { ApiClient, Schema } from "@smartclass/api";

/** A class session (the contract's CourseItem). */
type DashboardCourseItem = Schema<"CourseItem">;

/** The class dashboard's calls. */
interface TeacherDashboardApi {
  /** The teacher's sessions of today, in order. */
  teacherToday(): Promise<DashboardCourseItem[]>;
  /** Starts (or resumes) the given class session; refused with the server's message (e.g. another class runs). */
  startCourseItem(courseItemId: number): Promise<DashboardCourseItem>;
  /** Ends the given class session (下课). */
  endCourseItem(courseItemId: number): Promise<boolean>;
}

/** The method names of TeacherDashboardApi (the provider checks them). */
const TEACHER_DASHBOARD_METHODS = [
  "teacherToday",
  "startCourseItem",
  "endCourseItem",
] as const satisfies readonly (keyof TeacherDashboardApi)[];

/** TeacherDashboardApi on the typed API client. */
function createTeacherDashboardApi(api: ApiClient): TeacherDashboardApi {
  return {
    teacherToday: () => api.get("/teach/course-item/teacher/today"),
    startCourseItem: (courseItemId) =>
      api.get("/teach/course-item/start/courseItem", { params: { query: { courseItemId } } }),
    endCourseItem: (courseItemId) => api.get("/teach/course-item/end", { params: { query: { courseItemId } } }),
  };
}

export { createTeacherDashboardApi, TEACHER_DASHBOARD_METHODS };
export type { DashboardCourseItem, TeacherDashboardApi };
