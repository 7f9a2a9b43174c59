// /student/survey/info/{id}: answer a survey once, or see what was sent.
import { SurveyAnswerForm } from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { Link, useParams } from "react-router-dom";

import { messages } from "../../messages";
import { positiveId } from "../../routes/positive-id";
import { PageFrame } from "../page-frame";

/** /student/survey/info/{id}. */
function StudentSurveyPage() {
  const id = positiveId(useParams().id);
  return (
    <PageFrame
      title={messages.activity.survey}
      actions={
        <Button asChild variant="outline">
          <Link to="/student/survey/list">{messages.activity.surveyList}</Link>
        </Button>
      }
    >
      {id === null ? <p role="alert">{messages.activity.badId}</p> : <SurveyAnswerForm itemSurveyId={id} />}
    </PageFrame>
  );
}

export default StudentSurveyPage;
