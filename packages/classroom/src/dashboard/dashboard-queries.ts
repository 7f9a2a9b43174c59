// Query keys and options of the class dashboard's widgets.
import { queryOptions } from "@tanstack/react-query";

import type { TeacherDashboardApi } from "./dashboard-api";

/** Query keys of the class dashboard's widgets. */
const dashboardKeys = {
  all: ["classroom", "dashboard"] as const,
  today: () => [...dashboardKeys.all, "today"] as const,
};

/** The teacher's sessions of today. */
const todaySessionsOptions = (api: TeacherDashboardApi) =>
  queryOptions({ queryKey: dashboardKeys.today(), queryFn: () => api.teacherToday() });

export { dashboardKeys, todaySessionsOptions };
