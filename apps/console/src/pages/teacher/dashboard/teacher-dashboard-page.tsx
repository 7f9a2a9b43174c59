// /teacher/new: the teacher's class dashboard (issue 14): the running session (time, 下课, share link),
// today's sessions with 开始上课, the quick actions of every activity, the timetable, recent courses
// and 新建课程.
import { courseItemKeys, useCurrentCourseItem } from "@smartclass/api/react";
import { CourseCreateDialog, CourseList, TimetablePanel, TodoList } from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { messages } from "../../../messages";
import { teacherTodoHref } from "../../overview/todo-href";
import { routerLink } from "../../router-link";
import { PageFrame } from "../../page-frame";
import { QuickActions } from "./quick-actions";
import { RunningSession } from "./running-session";
import { TodaySessions } from "./today-sessions";

const m = messages.dashboard;

/** /teacher/new. */
function TeacherDashboardPage() {
  const current = useCurrentCourseItem();
  const [creating, setCreating] = useState(false);
  const queryClient = useQueryClient();
  // A session started from the timetable or a course card is now the running one, in every widget.
  const started = () => {
    void queryClient.invalidateQueries({ queryKey: courseItemKeys.all });
    void queryClient.invalidateQueries({ queryKey: ["classroom"] });
  };
  const running = current.data ?? null;
  return (
    <PageFrame
      title={m.title}
      actions={
        <Button variant="primary" onClick={() => setCreating(true)}>
          {m.newCourse}
        </Button>
      }
    >
      {current.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {messages.loading}
        </p>
      ) : running ? (
        <RunningSession item={running} />
      ) : (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{m.noRunning}</p>
      )}
      <QuickActions courseItemId={running?.id ?? null} />
      <TodaySessions running={running !== null} />
      <TodoList who="teacher" todoHref={teacherTodoHref} renderLink={routerLink} />
      <TimetablePanel onStarted={started} />
      <CourseList variant="recent" onStarted={started} />
      <CourseList variant="my" onStarted={started} />
      <CourseCreateDialog open={creating} onOpenChange={setCreating} onCreated={() => setCreating(false)} />
    </PageFrame>
  );
}

export default TeacherDashboardPage;
