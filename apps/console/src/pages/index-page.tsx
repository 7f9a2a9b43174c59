import { Button } from "@smartclass/ui";
import { Link } from "react-router-dom";

import { useAuthSnapshot } from "../auth/auth-context";
import { PageFrame } from "./page-frame";

/** Home: a greeting and the way into the person's areas. */
function IndexPage() {
  const { user } = useAuthSnapshot();
  const roles = user?.roles ?? [];
  const teacher = roles.includes("teacher") || roles.includes("admin");
  const student = roles.includes("student") || roles.includes("admin") || !teacher;
  return (
    <PageFrame title="首页">
      <p className="text-foreground">欢迎回来，{user?.nickname || user?.userName}！</p>
      <div className="flex flex-wrap gap-3">
        {teacher ? (
          <Button asChild variant="primary">
            <Link to="/teacher/checkin">发起课堂签到</Link>
          </Button>
        ) : null}
        {student ? (
          <Button asChild variant={teacher ? "secondary" : "primary"}>
            <Link to="/student/checkin">课堂签到</Link>
          </Button>
        ) : null}
        <Button asChild>
          <Link to="/user/notify-message">我的站内信</Link>
        </Button>
      </div>
    </PageFrame>
  );
}

export default IndexPage;
