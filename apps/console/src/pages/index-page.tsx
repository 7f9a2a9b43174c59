import { Button, stripBidiControls } from "@smartclass/ui";
import { Link } from "react-router-dom";

import { useAuthSnapshot } from "../auth/auth-context";
import { mayLearn, mayTeach } from "../auth/home-path";
import { messages } from "../messages";
import { PageFrame } from "./page-frame";

/** Home: a greeting and the way into the areas the person may use (none for 教务: their pages are in the menu). */
function IndexPage() {
  const { user } = useAuthSnapshot();
  const teacher = user ? mayTeach(user) : false;
  const student = user ? mayLearn(user) : false;
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
