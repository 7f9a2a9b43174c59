// /teacher/survey/info/{id}: a survey's results, live while it runs.
import { SurveyResults } from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { Link, useParams } from "react-router-dom";

import { messages } from "../../messages";
import { positiveId } from "../../routes/positive-id";
import { PageFrame } from "../page-frame";

/** /teacher/survey/info/{id}. */
function TeacherSurveyPage() {
  const id = positiveId(useParams().id);
  return (
    <PageFrame
      title={messages.activity.results}
      actions={
        <Button asChild variant="outline">
          <Link to="/teacher/survey/list">{messages.activity.surveyList}</Link>
        </Button>
      }
    >
      {id === null ? <p role="alert">{messages.activity.badId}</p> : <SurveyResults itemSurveyId={id} />}
    </PageFrame>
  );
}

export default TeacherSurveyPage;
