// Query keys and options of the course widgets (one factory per resource).
import { queryOptions } from "@tanstack/react-query";

import type { TeacherCourseApi } from "./course-api";

/** Query keys of the course widgets. */
const courseKeys = {
  all: ["classroom", "course"] as const,
  my: () => [...courseKeys.all, "my"] as const,
  recent: () => [...courseKeys.all, "recent"] as const,
  /** Every week of the school timetable (a prefix for invalidation). */
  classSchedules: () => [...courseKeys.all, "class-schedule"] as const,
  /** One week of the school timetable (`weekStart` any day of it; omitted: this week). */
  classSchedule: (weekStart?: string) => [...courseKeys.classSchedules(), weekStart ?? null] as const,
  /** Every week of the teacher's free-form timetable (a prefix for invalidation). */
  freedomSchedules: () => [...courseKeys.all, "freedom-schedule"] as const,
  /** One week of the teacher's free-form timetable. */
  freedomSchedule: (weekStart?: string) => [...courseKeys.freedomSchedules(), weekStart ?? null] as const,
};

/** The courses the teacher teaches. */
const myCoursesOptions = (api: TeacherCourseApi) =>
  queryOptions({ queryKey: courseKeys.my(), queryFn: () => api.myCourses() });

/** The courses the teacher used lately. */
const recentCoursesOptions = (api: TeacherCourseApi) =>
  queryOptions({ queryKey: courseKeys.recent(), queryFn: () => api.recentCourses() });

/** One week of the school timetable (`weekStart` any day of it, YYYY-MM-DD; omitted: this week). */
const classScheduleOptions = (api: TeacherCourseApi, weekStart?: string) =>
  queryOptions({ queryKey: courseKeys.classSchedule(weekStart), queryFn: () => api.classSchedule(weekStart) });

/** One week of the teacher's free-form timetable. */
const freedomScheduleOptions = (api: TeacherCourseApi, weekStart?: string) =>
  queryOptions({ queryKey: courseKeys.freedomSchedule(weekStart), queryFn: () => api.freedomSchedule(weekStart) });

/** The teacher's courses or the recently used ones. */
const coursesOptions = (api: TeacherCourseApi, variant: "my" | "recent") =>
  queryOptions({
    queryKey: variant === "my" ? courseKeys.my() : courseKeys.recent(),
    queryFn: () => (variant === "my" ? api.myCourses() : api.recentCourses()),
  });

/** One week of one of the two timetables: the school's or the teacher's free-form one. */
const scheduleOptions = (api: TeacherCourseApi, kind: "school" | "freedom", weekStart?: string) =>
  queryOptions({
    queryKey: kind === "school" ? courseKeys.classSchedule(weekStart) : courseKeys.freedomSchedule(weekStart),
    queryFn: () => (kind === "school" ? api.classSchedule(weekStart) : api.freedomSchedule(weekStart)),
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
