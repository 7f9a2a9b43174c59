// /student/question/list: the student's past questions; one opens in the preview.
import { StudentQuestionList } from "@smartclass/classroom";
import { useNavigate } from "react-router-dom";

import { messages } from "../../messages";
import { PageFrame } from "../page-frame";

/** /student/question/list. */
function StudentQuestionListPage() {
  const navigate = useNavigate();
  return (
    <PageFrame title={messages.activity.questionList}>
      <StudentQuestionList onOpen={(question) => navigate(`/student/question/info/preview?id=${question.id}`)} />
    </PageFrame>
  );
}

export default StudentQuestionListPage;
