// /teacher/control: the running session's control mode (自由 / 讲授 / 锁屏, pushed live to students),
// the recorded parts (开始录制 / 结束录制), and its share link; with no running session the panel says so
// and a link leads to the class dashboard.
import { ControlModePanel, ShareLinkPanel, useTeacherRunningClass } from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { Link } from "react-router-dom";

import { messages } from "../../messages";
import { PageFrame } from "../page-frame";

const m = messages.control;

/** /teacher/control. */
function TeacherControlPage() {
  const current = useTeacherRunningClass();
  return (
    <PageFrame title={m.title}>
      <ControlModePanel />
      {current.data ? (
        <ShareLinkPanel courseItemId={current.data.id} />
      ) : current.isPending ? null : (
        <Button asChild variant="primary" className="self-start">
          <Link to="/teacher/new">{m.goStart}</Link>
        </Button>
      )}
    </PageFrame>
  );
}

export default TeacherControlPage;
