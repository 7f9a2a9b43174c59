// /teacher/survey/list: build a survey (save it, or start it in the running class) and the teacher's
// surveys; a started survey opens its live results.
import { SurveyBuilder, surveyKeys, TeacherSurveyList, useTeacherRunningClass } from "@smartclass/classroom";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";

import { messages } from "../../messages";
import { PageFrame } from "../page-frame";
import { TeacherClassControl } from "../teacher-class-control";

/** /teacher/survey/list. */
function TeacherSurveyListPage() {
  const current = useTeacherRunningClass();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
  return (
    <PageFrame title={messages.activity.surveyList}>
      <TeacherClassControl />
      <SurveyBuilder
        courseItemId={current.data?.id ?? null}
        onSaved={refresh}
        onStarted={(survey) => {
          refresh();
          navigate(`/teacher/survey/info/${survey.id}`);
        }}
      />
      <TeacherSurveyList onOpen={(survey) => navigate(`/teacher/survey/info/${survey.id}`)} />
    </PageFrame>
  );
}

export default TeacherSurveyListPage;
