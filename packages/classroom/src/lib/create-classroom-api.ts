// The classroom calls on @smartclass/api's client: the contract's paths (see the api README for the
// mapping of the spec's unnamed check-in calls), each answer already unwrapped from its envelope.
// Each slice has its own factory too, for a product that embeds only some widgets.
import type { ApiClient } from "@smartclass/api";

import { createStudentAiTopicApi, createTeacherAiTopicApi } from "../ai-topic/ai-topic-api";
import { createStudentAssignmentApi, createTeacherAssignmentApi } from "../assignment/assignment-api";
import { createChatApi } from "../chat/chat-api";
import { createStudentCheckInApi } from "../check-in/check-in-api";
import { createStudentFaceApi } from "../face/face-api";
import { createStudentQuestionApi, createTeacherQuestionApi } from "../question/question-api";
import { createStudentPracticeApi, createTeacherPracticeApi } from "../practice/practice-api";
import { createTeacherCourseApi } from "../course/course-api";
import { createTeacherRecordApi } from "../record/record-api";
import { createStudentControlApi, createTeacherControlApi } from "../control/control-api";
import { createStudentShareLinkApi, createTeacherShareLinkApi } from "../share-link/share-api";
import { createCallOutApi, createRandomPickApi } from "../random-pick/random-pick-api";
import { createStudentOverviewApi, createTeacherOverviewApi } from "../overview/overview-api";
import { createTeacherDashboardApi } from "../dashboard/dashboard-api";
import { createTeacherRosterApi } from "../roster/roster-api";
import { createTeacherSignInApi } from "../sign-in/sign-in-api";
import { createStudentSurveyApi, createTeacherSurveyApi } from "../survey/survey-api";
import type { ClassroomApi } from "./classroom-api";

/** Every slice of the ClassroomApi on the typed API client. */
function createClassroomApi(api: ApiClient): ClassroomApi {
  return {
    ...createStudentCheckInApi(api),
    ...createStudentFaceApi(api),
    ...createTeacherSignInApi(api),
    ...createTeacherQuestionApi(api),
    ...createStudentQuestionApi(api),
    ...createRandomPickApi(api),
    ...createCallOutApi(api),
    ...createTeacherSurveyApi(api),
    ...createStudentSurveyApi(api),
    ...createChatApi(api),
    ...createTeacherAiTopicApi(api),
    ...createStudentAiTopicApi(api),
    ...createTeacherAssignmentApi(api),
    ...createStudentAssignmentApi(api),
    ...createTeacherPracticeApi(api),
    ...createStudentPracticeApi(api),
    ...createTeacherRecordApi(api),
    ...createTeacherCourseApi(api),
    ...createTeacherControlApi(api),
    ...createStudentControlApi(api),
    ...createTeacherShareLinkApi(api),
    ...createStudentShareLinkApi(api),
    ...createTeacherOverviewApi(api),
    ...createStudentOverviewApi(api),
    ...createTeacherDashboardApi(api),
    ...createTeacherRosterApi(api),
  };
}

export { createClassroomApi };
