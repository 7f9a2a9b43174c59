// /student/survey/list: the surveys of the student's courses; one opens its answer form.
import { StudentSurveyList } from "@smartclass/classroom";
import { useNavigate } from "react-router-dom";

import { messages } from "../../messages";
import { PageFrame } from "../page-frame";

/** /student/survey/list. */
function StudentSurveyListPage() {
  const navigate = useNavigate();
  return (
    <PageFrame title={messages.activity.surveyList}>
      <StudentSurveyList onOpen={(survey) => navigate(`/student/survey/info/${survey.id}`)} />
    </PageFrame>
  );
}

export default StudentSurveyListPage;
