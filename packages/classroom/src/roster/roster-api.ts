// The session roster's call as one slice of the classroom API: the students of a class session with
// their attendance and participation.
import type { ApiClient } from "@smartclass/api";

import type { ClassStudent } from "../question/question-api";

/** The session roster's call. */
interface TeacherRosterApi {
  /** The students of a class session (name, 学号, checked in, answers given). */
  courseItemStudents(courseItemId: number): Promise<ClassStudent[]>;
}

/** The method names of TeacherRosterApi (the provider checks them). */
const TEACHER_ROSTER_METHODS = ["courseItemStudents"] as const satisfies readonly (keyof TeacherRosterApi)[];

/** TeacherRosterApi on the typed API client. */
function createTeacherRosterApi(api: ApiClient): TeacherRosterApi {
  return {
    courseItemStudents: (courseItemId) =>
      api.get("/teach/course-item/students", { params: { query: { courseItemId } } }),
  };
}

export { createTeacherRosterApi, TEACHER_ROSTER_METHODS };
export type { TeacherRosterApi };
