// /student/question: the question open in the student's class (pushed askQuestion lands here).
import { QuestionAnswerCard } from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { Link } from "react-router-dom";

import { messages } from "../../messages";
import { PageFrame } from "../page-frame";

/** /student/question. */
function StudentQuestionPage() {
  return (
    <PageFrame
      title={messages.activity.question}
      actions={
        <Button asChild variant="outline">
          <Link to="/student/question/list">{messages.activity.questionList}</Link>
        </Button>
      }
    >
      <QuestionAnswerCard />
    </PageFrame>
  );
}

export default StudentQuestionPage;
