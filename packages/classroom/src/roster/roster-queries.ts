// Query keys and options of the session roster's widgets.
import { queryOptions } from "@tanstack/react-query";

import type { TeacherRosterApi } from "./roster-api";

/** Query keys of the session roster's widgets. */
const rosterKeys = {
  all: ["classroom", "roster"] as const,
  students: (courseItemId: number) => [...rosterKeys.all, "students", courseItemId] as const,
};

/** The students of a class session. */
const sessionStudentsOptions = (api: TeacherRosterApi, courseItemId: number) =>
  queryOptions({ queryKey: rosterKeys.students(courseItemId), queryFn: () => api.courseItemStudents(courseItemId) });

export { rosterKeys, sessionStudentsOptions };
