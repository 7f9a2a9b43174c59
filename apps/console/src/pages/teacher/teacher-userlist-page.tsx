// /teacher/userlist: the running session's students (name, 学号, attendance, participation), a search
// by name or number, and the random pick; with no running session an empty state linking to /teacher/new.
import { NoRunningClass, RunningClassLoading, SessionStudents, useTeacherRunningClass } from "@smartclass/classroom";
import { useNavigate } from "react-router-dom";

import { messages } from "../../messages";
import { PageFrame } from "../page-frame";

/** /teacher/userlist. */
function TeacherUserlistPage() {
  const current = useTeacherRunningClass();
  const navigate = useNavigate();
  let body: React.ReactNode;
  if (current.isPending) body = <RunningClassLoading />;
  else if (current.data)
    body = (
      <SessionStudents courseItemId={current.data.id} title={`${current.data.courseName} · ${current.data.name}`} />
    );
  else body = <NoRunningClass startHref="/teacher/new" onNavigate={navigate} />;
  return <PageFrame title={messages.userlist.title}>{body}</PageFrame>;
}

export default TeacherUserlistPage;
