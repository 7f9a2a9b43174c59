import {
  CheckInDialog,
  StudentStatisticsCard,
  TodoList,
  useClassroomEvent,
  useStudentRunningClass,
} from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";

import { useAuthSnapshot } from "../../auth/auth-context";
import { loginPathFor } from "../../guard/decide";
import { messages } from "../../messages";
import { deviceKind, tabletCamera } from "../../shell/device";
import { useIsActivePage } from "../../shell/keep-alive-outlet";
import { studentTodoHref } from "../overview/todo-href";
import { PageFrame } from "../page-frame";
import { routerLink } from "../router-link";

function CurrentClass() {
  const current = useStudentRunningClass();
  // The class starting or ending shows here at once; a first push of the class (a sign-in) too.
  useClassroomEvent(["classChanged", "signIn"], () => void current.refetch());
  if (current.isPending) return <p className="text-sm text-muted-foreground">{messages.student.loadingClass}</p>;
  if (!current.data) return <p className="text-sm text-muted-foreground">{messages.student.noClass}</p>;
  return (
    <p className="text-foreground">
      {messages.student.inClass(current.data.courseName, current.data.name, current.data.teacherName)}
    </p>
  );
}

/** The student entry: the class in progress, check-in, the to-dos and their participation; a visitor is asked to sign in. */
function StudentHomePage() {
  const { accessToken, user } = useAuthSnapshot();
  const navigate = useNavigate();
  const location = useLocation();
  // Kept alive behind another tab, the page closes its dialog (dialogs render outside the page).
  const active = useIsActivePage();
  const [open, setOpen] = useState(false);
  if (!accessToken || !user) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted px-4 text-foreground">
        <h1 className="text-2xl font-semibold">{messages.student.title}</h1>
        <Button asChild variant="primary">
          <Link to={loginPathFor(location)}>{messages.signIn}</Link>
        </Button>
      </main>
    );
  }
  const tablet = tabletCamera();
  return (
    <PageFrame
      title={messages.student.title}
      actions={
        <Button variant="primary" onClick={() => setOpen(true)}>
          {messages.student.checkIn}
        </Button>
      }
    >
      <CurrentClass />
      <TodoList who="student" todoHref={studentTodoHref} renderLink={routerLink} />
      <StudentStatisticsCard />
      <CheckInDialog
        open={open && active}
        onOpenChange={setOpen}
        loggedIn
        device={deviceKind()}
        {...(tablet ? { tabletCamera: tablet } : {})}
        onLoginRequired={() => navigate(loginPathFor(location))}
        onEnrolFace={() => navigate("/user/profile#face")}
      />
    </PageFrame>
  );
}

export default StudentHomePage;
