// Student pages react to pushed events (classroom spec section 2): the sign-in widget, the pick dialog,
// navigation to the question or topic page. The connection itself is the shell's (classroom-push.ts).
import { StudentPushReactions, SurveyNotice } from "@smartclass/classroom";
import { useLocation, useNavigate } from "react-router-dom";

import { useAuthSnapshot } from "../auth/auth-context";
import { loginPathFor } from "../guard/decide";
import { notifyError } from "../services/notify";
import { deviceKind, tabletCamera } from "./device";

/** What the student area's pushed events show: the sign-in widget and the pick dialog. */
function StudentPush() {
  const { accessToken } = useAuthSnapshot();
  const navigate = useNavigate();
  const location = useLocation();
  const tablet = tabletCamera();
  return (
    <>
      <StudentPushReactions
        navigate={(to) => navigate(to)}
        onError={(text) => notifyError(text)}
        loggedIn={Boolean(accessToken)}
        onLoginRequired={() => navigate(loginPathFor(location))}
        device={deviceKind()}
        {...(tablet ? { tabletCamera: tablet } : {})}
        onEnrolFace={() => navigate("/user/profile#face")}
      />
      {/* A pushed survey is announced, not forced: 去填写 opens it. */}
      <SurveyNotice onOpen={(id) => navigate(`/student/survey/info/${id}`)} />
    </>
  );
}

export { StudentPush };
