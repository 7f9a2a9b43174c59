// The overview calls, as slices of the classroom API: what the teacher and the student still have to
// handle (their to-dos) and the student's participation statistics.
import type { ApiClient, Schema } from "@smartclass/api";

/** A pending item for a teacher or a student (the contract's TodoItem). */
type TodoItem = Schema<"TodoItem">;
/** What a to-do asks for (签到, 提问, … 批改). */
type TodoType = TodoItem["type"];
/** A student's participation in a course, or in all courses (the contract's StudentStatistics). */
type StudentStatistics = Schema<"StudentStatistics">;

/** The teacher's overview call. */
interface TeacherOverviewApi {
  /** What the teacher has to handle (grading, peer-review stages …). */
  teacherHandle(): Promise<TodoItem[]>;
}

/** The student's overview calls. */
interface StudentOverviewApi {
  /** What the student has to handle. */
  studentHandle(): Promise<TodoItem[]>;
  /** The student's participation statistics in one course, or in all when `courseId` is omitted. */
  studentStatistics(courseId?: number): Promise<StudentStatistics>;
}

/** The method names of TeacherOverviewApi (the provider checks them). */
const TEACHER_OVERVIEW_METHODS = ["teacherHandle"] as const satisfies readonly (keyof TeacherOverviewApi)[];

/** The method names of StudentOverviewApi (the provider checks them). */
const STUDENT_OVERVIEW_METHODS = [
  "studentHandle",
  "studentStatistics",
] as const satisfies readonly (keyof StudentOverviewApi)[];

/** TeacherOverviewApi on the typed API client. */
function createTeacherOverviewApi(api: ApiClient): TeacherOverviewApi {
  return {
    teacherHandle: () => api.get("/teach/course-item/teacher/handle"),
  };
}

/** StudentOverviewApi on the typed API client. */
function createStudentOverviewApi(api: ApiClient): StudentOverviewApi {
  return {
    studentHandle: () => api.get("/teach/course-item/student/handle"),
    studentStatistics: (courseId) =>
      api.get("/teach/course-item/stu/statistics", {
        params: { query: courseId === undefined ? {} : { courseId } },
      }),
  };
}

export { createStudentOverviewApi, createTeacherOverviewApi, STUDENT_OVERVIEW_METHODS, TEACHER_OVERVIEW_METHODS };
export type { StudentOverviewApi, StudentStatistics, TeacherOverviewApi, TodoItem, TodoType };
