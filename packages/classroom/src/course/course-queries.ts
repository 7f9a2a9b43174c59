// Query keys and options of the course widgets (one factory per resource).
import { queryOptions } from "@tanstack/react-query";

import type { TeacherCourseApi } from "./course-api";

/** Query keys of the course widgets. */
const courseKeys = {
  all: ["classroom", "course"] as const,
  my: () => [...courseKeys.all, "my"] as const,
  recent: () => [...courseKeys.all, "recent"] as const,
  classSchedule: () => [...courseKeys.all, "class-schedule"] as const,
  freedomSchedule: () => [...courseKeys.all, "freedom-schedule"] as const,
};

/** The courses the teacher teaches. */
const myCoursesOptions = (api: TeacherCourseApi) =>
  queryOptions({ queryKey: courseKeys.my(), queryFn: () => api.myCourses() });

/** The courses the teacher used lately. */
const recentCoursesOptions = (api: TeacherCourseApi) =>
  queryOptions({ queryKey: courseKeys.recent(), queryFn: () => api.recentCourses() });

/** The school timetable. */
const classScheduleOptions = (api: TeacherCourseApi) =>
  queryOptions({ queryKey: courseKeys.classSchedule(), queryFn: () => api.classSchedule() });

/** The teacher's free-form timetable. */
const freedomScheduleOptions = (api: TeacherCourseApi) =>
  queryOptions({ queryKey: courseKeys.freedomSchedule(), queryFn: () => api.freedomSchedule() });

/** The teacher's courses or the recently used ones. */
const coursesOptions = (api: TeacherCourseApi, variant: "my" | "recent") =>
  queryOptions({
    queryKey: variant === "my" ? courseKeys.my() : courseKeys.recent(),
    queryFn: () => (variant === "my" ? api.myCourses() : api.recentCourses()),
  });

/** One of the two timetables: the school's or the teacher's free-form one. */
const scheduleOptions = (api: TeacherCourseApi, kind: "school" | "freedom") =>
  queryOptions({
    queryKey: kind === "school" ? courseKeys.classSchedule() : courseKeys.freedomSchedule(),
    queryFn: () => (kind === "school" ? api.classSchedule() : api.freedomSchedule()),
  });

export {
  coursesOptions,
  scheduleOptions,
  classScheduleOptions,
  courseKeys,
  freedomScheduleOptions,
  myCoursesOptions,
  recentCoursesOptions,
};
