// The student's practice pages: practice/list (the practices of their courses), practice/info/{id}
// (answer once; the pushed `practice` event lands here) and practice/info/{id}/preview (their answers
// and, once it has ended, the right ones).
import { PracticeAnswerCard, StudentPracticeList } from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { Link, useNavigate, useParams } from "react-router-dom";

import { messages } from "../../messages";
import { positiveId } from "../../routes/positive-id";
import { PageFrame } from "../page-frame";

const m = messages.practice;
const base = "/student/practice";

/** /student/practice/list. */
function StudentPracticeListPage() {
  const navigate = useNavigate();
  return (
    <PageFrame title={m.list}>
      <StudentPracticeList onOpen={(practice) => navigate(`${base}/info/${practice.id}`)} />
    </PageFrame>
  );
}

/** /student/practice/info/{id}: answer the practice (or see the answers sent). */
function StudentPracticePage() {
  const id = positiveId(useParams().id);
  return (
    <PageFrame
      title={m.title}
      actions={
        <div className="flex flex-wrap gap-2">
          {id !== null ? (
            <Button asChild variant="outline">
              <Link to={`${base}/info/${id}/preview`}>{m.openPreview}</Link>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to={`${base}/list`}>{m.backToList}</Link>
          </Button>
        </div>
      }
    >
      {id === null ? <p role="alert">{messages.activity.badId}</p> : <PracticeAnswerCard practiceId={id} />}
    </PageFrame>
  );
}

/** /student/practice/info/{id}/preview: the practice's preview and result state. */
function StudentPracticePreviewPage() {
  const id = positiveId(useParams().id);
  return (
    <PageFrame
      title={m.preview}
      actions={
        <Button asChild variant="outline">
          <Link to={`${base}/list`}>{m.backToList}</Link>
        </Button>
      }
    >
      {id === null ? <p role="alert">{messages.activity.badId}</p> : <PracticeAnswerCard practiceId={id} />}
    </PageFrame>
  );
}

export { StudentPracticeListPage, StudentPracticePage, StudentPracticePreviewPage };
