// The teacher's classroom control on student pages: 讲授 shows a banner above the page, 锁屏 covers
// every page except the pushed activity pages and the check-in (the widget decides by the path).
import { StudentControlCover, useStudentControlMode } from "@smartclass/classroom";
import { useLocation } from "react-router-dom";

/** The control banner or cover of the student's running session, for the current student page. */
function StudentControl() {
  const { mode } = useStudentControlMode();
  const { pathname } = useLocation();
  return <StudentControlCover mode={mode} path={pathname} className="mb-4" />;
}

export { StudentControl };
