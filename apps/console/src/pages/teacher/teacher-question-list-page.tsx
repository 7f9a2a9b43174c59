// /teacher/question/list: every question the teacher asked, opening one shows its results.
import { TeacherQuestionList } from "@smartclass/classroom";
import { useNavigate } from "react-router-dom";

import { messages } from "../../messages";
import { PageFrame } from "../page-frame";

/** /teacher/question/list. */
function TeacherQuestionListPage() {
  const navigate = useNavigate();
  return (
    <PageFrame title={messages.activity.questionList}>
      <TeacherQuestionList onOpen={(question) => navigate(`/teacher/question?id=${question.id}`)} />
    </PageFrame>
  );
}

export default TeacherQuestionListPage;
