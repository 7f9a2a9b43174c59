// /teacher/new: the teacher's class dashboard: the running session (time, 下课, share link),
// today's sessions with 开始上课, the quick actions of every activity, the timetable, recent courses
// and 新建课程.
import {
  CLASSROOM_KEY_ROOT,
  CourseCreateDialog,
  CourseList,
  NoRunningClass,
  QuickActions,
  type QuickActionHrefs,
  RunningClassLoading,
  RunningSession,
  TimetablePanel,
  TodaySessions,
  TodoList,
  useTeacherRunningClass,
} from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";

import { messages } from "../../../messages";
import { teacherTodoHref } from "../../overview/todo-href";
import { routerLink } from "../../router-link";
import { PageFrame } from "../../page-frame";

const m = messages.dashboard;

/** Where the quick actions lead. */
const QUICK_ACTION_HREFS: QuickActionHrefs = {
  checkin: "/teacher/checkin",
  question: "/teacher/question",
  survey: "/teacher/survey/list",
  topic: "/teacher/topic",
  assignment: "/teacher/assignment",
  userlist: "/teacher/userlist",
  control: "/teacher/control",
  practice: (recordId) => `/teacher/room/info/${recordId}`,
};

/** /teacher/new. */
function TeacherDashboardPage() {
  const current = useTeacherRunningClass();
  const [creating, setCreating] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A session started from the timetable or a course card is now the running one, in every widget.
  const started = () => {
    void queryClient.invalidateQueries({ queryKey: CLASSROOM_KEY_ROOT });
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
        <RunningClassLoading />
      ) : running ? (
        <RunningSession item={running} onEnded={started} />
      ) : (
        <NoRunningClass />
      )}
      <QuickActions courseItemId={running?.id ?? null} hrefs={QUICK_ACTION_HREFS} onNavigate={navigate} />
      <TodaySessions running={running !== null} onStarted={started} />
      <TodoList who="teacher" todoHref={teacherTodoHref} renderLink={routerLink} />
      <TimetablePanel onStarted={started} />
      <CourseList variant="recent" onStarted={started} />
      <CourseList variant="my" onStarted={started} />
      <CourseCreateDialog open={creating} onOpenChange={setCreating} onCreated={() => setCreating(false)} />
    </PageFrame>
  );
}

export default TeacherDashboardPage;
