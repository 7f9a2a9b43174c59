// The teacher's class of today: start it, or end the one in progress (page composition of the
// api package's course hooks). While a class runs, the bar leads to the class dashboard (上课主页).
import {
  teacherTodayOptions,
  useApiClient,
  useCurrentCourseItem,
  useEndCourseItem,
  useStartExistingCourseItem,
} from "@smartclass/api/react";
import { signInPanelKeys } from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";

import { messages } from "../messages";

/** Start today's class or end the running one. */
function TeacherClassControl() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const current = useCurrentCourseItem();
  const today = useQuery(teacherTodayOptions(api));
  const start = useStartExistingCourseItem();
  const end = useEndCourseItem();
  const refreshPanel = () => queryClient.invalidateQueries({ queryKey: signInPanelKeys.all });

  if (current.isPending) return null;
  if (current.data) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4">
        <p className="text-foreground">{messages.teacher.inClass(current.data.courseName, current.data.name)}</p>
        <Button asChild variant="outline">
          <Link to="/teacher/new">{messages.routes.dashboard}</Link>
        </Button>
        <Button
          variant="danger"
          disabled={end.isPending}
          onClick={() => end.mutate(current.data?.id, { onSuccess: refreshPanel })}
        >
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
            <Button
              variant="primary"
              disabled={start.isPending}
              onClick={() => start.mutate(item.id, { onSuccess: refreshPanel })}
            >
              {messages.teacher.startClass}
            </Button>
          </div>
        ))
      )}
    </div>
  );
}

export { TeacherClassControl };
