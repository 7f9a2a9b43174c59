import { SignInPanel } from "@smartclass/classroom";

import { messages } from "../../messages";
import { PageFrame } from "../page-frame";
import { TeacherClassControl } from "../teacher-class-control";

/** /teacher/checkin: start the class if needed, then run a sign-in and watch students check in. */
function TeacherCheckinPage() {
  return (
    <PageFrame title={messages.teacher.checkIn}>
      <TeacherClassControl />
      <SignInPanel />
    </PageFrame>
  );
}

export default TeacherCheckinPage;
