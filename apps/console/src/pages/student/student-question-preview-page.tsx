// /student/question/info/preview?id=…: one past question with the student's answer and, once ended,
// the right one.
import { QuestionAnswerCard } from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { Link, useSearchParams } from "react-router-dom";

import { messages } from "../../messages";
import { positiveId } from "../../routes/positive-id";
import { PageFrame } from "../page-frame";

/** /student/question/info/preview. */
function StudentQuestionPreviewPage() {
  const id = positiveId(useSearchParams()[0].get("id"));
  return (
    <PageFrame
      title={messages.activity.questionPreview}
      actions={
        <Button asChild variant="outline">
          <Link to="/student/question/list">{messages.activity.questionList}</Link>
        </Button>
      }
    >
      {id === null ? <p role="alert">{messages.activity.badId}</p> : <QuestionAnswerCard questionId={id} />}
    </PageFrame>
  );
}

export default StudentQuestionPreviewPage;
