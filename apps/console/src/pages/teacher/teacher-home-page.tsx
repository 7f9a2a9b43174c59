import { Button } from "@smartclass/ui";
import { Link, useLocation } from "react-router-dom";

import { useAuthSnapshot } from "../../auth/auth-context";
import { loginPathFor } from "../../guard/decide";
import { messages } from "../../messages";
import { PageFrame } from "../page-frame";
import { TeacherClassControl } from "../teacher-class-control";

/** The teacher entry: today's class and the way to the sign-in; a visitor is asked to sign in. */
function TeacherHomePage() {
  const { accessToken, user } = useAuthSnapshot();
  const location = useLocation();
  if (!accessToken || !user) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted px-4 text-foreground">
        <h1 className="text-2xl font-semibold">{messages.teacher.title}</h1>
        <Button asChild variant="primary">
          <Link to={loginPathFor(location)}>{messages.signIn}</Link>
        </Button>
      </main>
    );
  }
  return (
    <PageFrame
      title={messages.teacher.title}
      actions={
        <Button asChild variant="primary">
          <Link to="/teacher/checkin">{messages.teacher.checkIn}</Link>
        </Button>
      }
    >
      <TeacherClassControl />
    </PageFrame>
  );
}

export default TeacherHomePage;
