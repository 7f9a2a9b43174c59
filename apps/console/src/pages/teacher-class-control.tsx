// The teacher's class of today: start it, or end the one in progress (page composition of the
// classroom package's session hooks). While a class runs, the bar leads to the class dashboard (上课主页).
import {
  todaySessionsOptions,
  useEndClassSession,
  useStartClassSession,
  useTeacherDashboardApi,
  useTeacherRunningClass,
} from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";

import { messages } from "../messages";

/** Start today's class or end the running one. */
function TeacherClassControl() {
  const current = useTeacherRunningClass();
  const today = useQuery(todaySessionsOptions(useTeacherDashboardApi()));
  // Both invalidate every classroom query: the sign-in panel below reads the new session at once.
  const start = useStartClassSession();
  const end = useEndClassSession();

  if (current.isPending) return null;
  if (current.data) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4">
        <p className="text-foreground">{messages.teacher.inClass(current.data.courseName, current.data.name)}</p>
        <Button asChild variant="outline">
          <Link to="/teacher/new">{messages.routes.dashboard}</Link>
        </Button>
        <Button variant="danger" disabled={end.isPending} onClick={() => current.data && end.mutate(current.data.id)}>
          {messages.teacher.endClass}
        </Button>
      </div>
    );
  }
  const sessions = (today.data ?? []).filter((item) => item.status !== 2);
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      {sessions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{messages.teacher.noClassToday}</p>
      ) : (
        sessions.map((item) => (
          <div key={item.id} className="flex flex-wrap items-center gap-3">
            <p className="text-foreground">
              {item.courseName} · {item.name}
            </p>
            <Button variant="primary" disabled={start.isPending} onClick={() => start.mutate(item.id)}>
              {messages.teacher.startClass}
            </Button>
          </div>
        ))
      )}
    </div>
  );
}

export { TeacherClassControl };
