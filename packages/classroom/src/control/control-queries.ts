// Query keys and options of the classroom control widgets (one factory per resource).
import { queryOptions } from "@tanstack/react-query";

import type { StudentControlApi, TeacherControlApi } from "./control-api";

/** Query keys of the classroom control widgets. */
const controlKeys = {
  all: ["classroom", "control"] as const,
  teacherCurrent: () => [...controlKeys.all, "teacher-current"] as const,
  status: (courseItemId: number) => [...controlKeys.all, "status", courseItemId] as const,
  studentCurrent: () => [...controlKeys.all, "student-current"] as const,
};

/** The teacher's session in progress, or null. */
const teacherControlCourseItemOptions = (api: TeacherControlApi) =>
  queryOptions({ queryKey: controlKeys.teacherCurrent(), queryFn: () => api.currentCourseItem() });

/** A session's control mode and recording (teacher). */
const controlStatusOptions = (api: TeacherControlApi, courseItemId: number) =>
  queryOptions({ queryKey: controlKeys.status(courseItemId), queryFn: () => api.controlStatus(courseItemId) });

/** The student's session in progress (with its control mode), or null. */
const studentControlCourseItemOptions = (api: StudentControlApi) =>
  queryOptions({ queryKey: controlKeys.studentCurrent(), queryFn: () => api.studentCurrentCourseItem() });

export { controlKeys, controlStatusOptions, studentControlCourseItemOptions, teacherControlCourseItemOptions };
