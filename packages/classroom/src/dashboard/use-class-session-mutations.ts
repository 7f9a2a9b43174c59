// Starting and ending a class session (开始上课, 下课). Every classroom widget (today's sessions, the
// running class, the sign-in panel, control, records…) reads the session's state, so both invalidate
// every classroom query.
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { useTeacherDashboardApi } from "../lib/classroom-api";

/** The root of every query key of the classroom widgets. */
const CLASSROOM_KEY_ROOT = ["classroom"] as const;

/** Starts (or resumes) a class session by its id; answers the started session. */
function useStartClassSession() {
  const api = useTeacherDashboardApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseItemId: number) => api.startCourseItem(courseItemId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CLASSROOM_KEY_ROOT }),
  });
}

/** Ends a class session by its id (下课). */
function useEndClassSession() {
  const api = useTeacherDashboardApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseItemId: number) => api.endCourseItem(courseItemId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CLASSROOM_KEY_ROOT }),
  });
}

export { CLASSROOM_KEY_ROOT, useEndClassSession, useStartClassSession };
