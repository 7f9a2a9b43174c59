import { Button, stripBidiControls } from "@smartclass/ui";
import { Link } from "react-router-dom";

import { useAuthSnapshot } from "../auth/auth-context";
import { messages } from "../messages";
import { PageFrame } from "./page-frame";

/** Home: a greeting and the way into the person's areas. */
function IndexPage() {
  const { user } = useAuthSnapshot();
  const roles = user?.roles ?? [];
  const teacher = roles.includes("teacher") || roles.includes("admin");
  const student = roles.includes("student") || roles.includes("admin") || !teacher;
  return (
    <PageFrame title={messages.home}>
      <p className="text-foreground wrap-anywhere">
        {messages.index.welcome(stripBidiControls(user?.nickname || user?.userName || ""))}
      </p>
      <div className="flex flex-wrap gap-3">
        {teacher ? (
          <Button asChild variant="primary">
            <Link to="/teacher/checkin">{messages.index.teacherCheckIn}</Link>
          </Button>
        ) : null}
        {student ? (
          <Button asChild variant={teacher ? "secondary" : "primary"}>
            <Link to="/student/checkin">{messages.index.studentCheckIn}</Link>
          </Button>
        ) : null}
        <Button asChild>
          <Link to="/user/notify-message">{messages.index.notify}</Link>
        </Button>
      </div>
    </PageFrame>
  );
}

export default IndexPage;
