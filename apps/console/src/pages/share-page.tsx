// /share/{code}: a student joins a course through a teacher's share link (signed in: the route guard
// sends a visitor to the login with a redirect back here); once joined (or already in the course) the
// card's 进入课程 opens the student area.
import { ShareJoinCard } from "@smartclass/classroom";
import { useNavigate, useParams } from "react-router-dom";

import { messages } from "../messages";
import { PageFrame } from "./page-frame";

/** /share/{code}. */
function SharePage() {
  const code = useParams().code?.trim() ?? "";
  const navigate = useNavigate();
  return (
    <PageFrame title={messages.share.title}>
      {code ? (
        <ShareJoinCard key={code} code={code} onOpenCourse={() => navigate("/student")} />
      ) : (
        <p role="alert">{messages.activity.badId}</p>
      )}
    </PageFrame>
  );
}

export default SharePage;
