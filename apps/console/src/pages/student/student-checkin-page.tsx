import { CheckInDialog } from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";

import { useAuthSnapshot } from "../../auth/auth-context";
import { loginPathFor } from "../../guard/decide";
import { messages } from "../../messages";
import { deviceKind, tabletCamera } from "../../shell/device";
import { useIsActivePage } from "../../shell/keep-alive-outlet";
import { PageFrame } from "../page-frame";

/** /student/checkin: the check-in dialog, open on arrival and reopenable. */
function StudentCheckinPage() {
  const { accessToken } = useAuthSnapshot();
  const navigate = useNavigate();
  const location = useLocation();
  // Kept alive behind another tab, the page closes its dialog (dialogs render outside the page).
  const active = useIsActivePage();
  const [open, setOpen] = useState(true);
  const tablet = tabletCamera();
  return (
    <PageFrame
      title={messages.student.checkIn}
      actions={
        <Button variant="primary" onClick={() => setOpen(true)}>
          {messages.student.checkIn}
        </Button>
      }
    >
      <CheckInDialog
        open={open && active}
        onOpenChange={setOpen}
        loggedIn={Boolean(accessToken)}
        device={deviceKind()}
        {...(tablet ? { tabletCamera: tablet } : {})}
        onLoginRequired={() => navigate(loginPathFor(location))}
        onEnrolFace={() => navigate("/user/profile#face")}
      />
    </PageFrame>
  );
}

export default StudentCheckinPage;
