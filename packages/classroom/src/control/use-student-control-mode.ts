// The control mode of the student's running session: read once on load (the session's CourseItem.mode),
// then kept live by the `control` push events of the page's event channel.
import { useQuery, useQueryClient } from "@tanstack/react-query";

import { useStudentControlApi } from "../lib/classroom-api";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import { asControlMode, type ControlCourseItem, type ControlMode } from "./control-api";
import { controlKeys, studentControlCourseItemOptions } from "./control-queries";

/** The student's control state: the mode and the session it belongs to. */
interface StudentControlMode {
  /** 0 自由, 1 讲授, 2 锁屏; 0 without a running session. */
  mode: ControlMode;
  /** The running session, or `null` (none, or not loaded yet). */
  courseItemId: number | null;
}

// No event says that a session ended; while the students' pages are restricted, the session is read again
// now and then, so that a session ended without a last `control` event does not leave a page covered.
const RECHECK_WHILE_RESTRICTED_MS = 60_000;

/** The control mode of the student's current session, live by `control` push events; 0 without a session. */
function useStudentControlMode(): StudentControlMode {
  const api = useStudentControlApi();
  const client = useQueryClient();
  const options = studentControlCourseItemOptions(api);
  const current = useQuery({
    ...options,
    refetchInterval: (query) => (asControlMode(query.state.data?.mode) === 0 ? false : RECHECK_WHILE_RESTRICTED_MS),
  });
  useOnPushReconnect(() => void current.refetch());

  useClassroomEvent("control", (event) => {
    const session = client.getQueryData(options.queryKey);
    if (session && session.id === event.courseItemId) {
      const updated: ControlCourseItem = { ...session, mode: event.mode };
      client.setQueryData(options.queryKey, updated);
    } else {
      // An event for a session this page does not know yet (it started after the page loaded).
      void client.invalidateQueries({ queryKey: controlKeys.studentCurrent() });
    }
  });

  // A session that ended (status 2) no longer restricts anything. While a refetch fails, the last
  // known session is kept (TanStack keeps `data`), so the cover does not flash away and back.
  const session = current.data ?? null;
  const running = session !== null && session.status !== 2;
  const mode = running ? asControlMode(session.mode) : 0;
  const courseItemId = running ? session.id : null;
  return { mode, courseItemId };
}

export { useStudentControlMode };
export type { StudentControlMode };
