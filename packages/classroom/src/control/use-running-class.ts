// The class session in progress, for the teacher and for the student, read under the control widgets'
// keys: the page's own reading and the widgets' (control mode, cover) share one cache entry, so a class
// started or ended anywhere shows the same state everywhere.
import { useQuery } from "@tanstack/react-query";

import { useStudentControlApi, useTeacherControlApi } from "../lib/classroom-api";
import { studentControlCourseItemOptions, teacherControlCourseItemOptions } from "./control-queries";

/** The teacher's class session in progress (`data` is null while no class runs). */
function useTeacherRunningClass() {
  return useQuery(teacherControlCourseItemOptions(useTeacherControlApi()));
}

/** The student's class session in progress (`data` is null while none runs). */
function useStudentRunningClass() {
  return useQuery(studentControlCourseItemOptions(useStudentControlApi()));
}

export { useStudentRunningClass, useTeacherRunningClass };
