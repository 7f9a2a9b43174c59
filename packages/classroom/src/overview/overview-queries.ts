// Query keys and options of the overview widgets (one factory per resource). The to-dos refetch every
// minute, so new work shows up and finished work goes without a reload.
import { queryOptions } from "@tanstack/react-query";

import type { StudentOverviewApi, TeacherOverviewApi, TodoItem } from "./overview-api";

/** How often the to-do list asks again (ms). */
const TODO_REFETCH_MS = 60_000;

/** Query keys of the overview widgets. */
const overviewKeys = {
  all: ["classroom", "overview"] as const,
  todos: (who: "teacher" | "student") => [...overviewKeys.all, "todo", who] as const,
  /** Every course's statistics and the total (what a check-in changes). */
  statisticsAny: () => [...overviewKeys.all, "statistics"] as const,
  statistics: (courseId?: number) => [...overviewKeys.statisticsAny(), courseId ?? "all"] as const,
};

/** The teacher's to-dos. */
const teacherTodoOptions = (api: TeacherOverviewApi) =>
  queryOptions<TodoItem[]>({
    queryKey: overviewKeys.todos("teacher"),
    queryFn: () => api.teacherHandle(),
    refetchInterval: TODO_REFETCH_MS,
  });

/** The student's to-dos. */
const studentTodoOptions = (api: StudentOverviewApi) =>
  queryOptions<TodoItem[]>({
    queryKey: overviewKeys.todos("student"),
    queryFn: () => api.studentHandle(),
    refetchInterval: TODO_REFETCH_MS,
  });

/** The student's participation statistics in one course, or in all. */
const studentStatisticsOptions = (api: StudentOverviewApi, courseId?: number) =>
  queryOptions({
    queryKey: overviewKeys.statistics(courseId),
    queryFn: () => api.studentStatistics(courseId),
  });

export { overviewKeys, studentStatisticsOptions, studentTodoOptions, teacherTodoOptions, TODO_REFETCH_MS };
