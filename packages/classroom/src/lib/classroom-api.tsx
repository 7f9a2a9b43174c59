// The calls the classroom widgets make, in small slices per role and activity. The widgets never reach
// the network themselves: the console passes an implementation built on @smartclass/api's client
// (`createClassroomApi`), and another school product can pass its own — only the slices its widgets
// use (a student-only app implements no teacher call). Each widget reads its slice through a typed
// accessor that names the missing calls when the provider lacks them.
import { createContext, use } from "react";
import type * as React from "react";

import {
  STUDENT_AI_TOPIC_METHODS,
  type StudentAiTopicApi,
  TEACHER_AI_TOPIC_METHODS,
  type TeacherAiTopicApi,
} from "../ai-topic/ai-topic-api";
import {
  STUDENT_ASSIGNMENT_METHODS,
  type StudentAssignmentApi,
  TEACHER_ASSIGNMENT_METHODS,
  type TeacherAssignmentApi,
} from "../assignment/assignment-api";
import { CHAT_METHODS, type ChatApi } from "../chat/chat-api";
import { STUDENT_CHECK_IN_METHODS, type StudentCheckInApi } from "../check-in/check-in-api";
import { STUDENT_FACE_METHODS, type StudentFaceApi } from "../face/face-api";
import {
  STUDENT_QUESTION_METHODS,
  type StudentQuestionApi,
  TEACHER_QUESTION_METHODS,
  type TeacherQuestionApi,
} from "../question/question-api";
import {
  CALL_OUT_METHODS,
  type CallOutApi,
  RANDOM_PICK_METHODS,
  type RandomPickApi,
} from "../random-pick/random-pick-api";
import { TEACHER_SIGN_IN_METHODS, type TeacherSignInApi } from "../sign-in/sign-in-api";
import {
  STUDENT_SURVEY_METHODS,
  type StudentSurveyApi,
  TEACHER_SURVEY_METHODS,
  type TeacherSurveyApi,
} from "../survey/survey-api";
import {
  STUDENT_PRACTICE_METHODS,
  type StudentPracticeApi,
  TEACHER_PRACTICE_METHODS,
  type TeacherPracticeApi,
} from "../practice/practice-api";
import { TEACHER_RECORD_METHODS, type TeacherRecordApi } from "../record/record-api";
import { TEACHER_COURSE_METHODS, type TeacherCourseApi } from "../course/course-api";
import {
  STUDENT_CONTROL_METHODS,
  type StudentControlApi,
  TEACHER_CONTROL_METHODS,
  type TeacherControlApi,
} from "../control/control-api";
import {
  STUDENT_SHARE_LINK_METHODS,
  type StudentShareLinkApi,
  TEACHER_SHARE_LINK_METHODS,
  type TeacherShareLinkApi,
} from "../share-link/share-api";
import {
  STUDENT_OVERVIEW_METHODS,
  type StudentOverviewApi,
  TEACHER_OVERVIEW_METHODS,
  type TeacherOverviewApi,
} from "../overview/overview-api";
import { TEACHER_DASHBOARD_METHODS, type TeacherDashboardApi } from "../dashboard/dashboard-api";
import { TEACHER_ROSTER_METHODS, type TeacherRosterApi } from "../roster/roster-api";

/** Every call the classroom widgets make: the intersection of the role and activity slices. */
type ClassroomApi = StudentCheckInApi &
  StudentFaceApi &
  TeacherSignInApi &
  TeacherQuestionApi &
  StudentQuestionApi &
  RandomPickApi &
  CallOutApi &
  TeacherSurveyApi &
  StudentSurveyApi &
  ChatApi &
  TeacherAiTopicApi &
  StudentAiTopicApi &
  TeacherAssignmentApi &
  StudentAssignmentApi &
  TeacherPracticeApi &
  StudentPracticeApi &
  TeacherCourseApi &
  TeacherRecordApi &
  TeacherControlApi &
  StudentControlApi &
  TeacherShareLinkApi &
  StudentShareLinkApi &
  TeacherOverviewApi &
  StudentOverviewApi &
  TeacherDashboardApi &
  TeacherRosterApi;

/** What a provider may be given: every slice, or only those the page's widgets use. */
type ClassroomApiSlices = Partial<ClassroomApi>;

/** The method names of each slice, so an accessor can name what a provider lacks. */
const CLASSROOM_API_SLICES = {
  StudentCheckInApi: STUDENT_CHECK_IN_METHODS,
  StudentFaceApi: STUDENT_FACE_METHODS,
  TeacherSignInApi: TEACHER_SIGN_IN_METHODS,
  TeacherQuestionApi: TEACHER_QUESTION_METHODS,
  StudentQuestionApi: STUDENT_QUESTION_METHODS,
  RandomPickApi: RANDOM_PICK_METHODS,
  CallOutApi: CALL_OUT_METHODS,
  TeacherSurveyApi: TEACHER_SURVEY_METHODS,
  StudentSurveyApi: STUDENT_SURVEY_METHODS,
  ChatApi: CHAT_METHODS,
  TeacherAiTopicApi: TEACHER_AI_TOPIC_METHODS,
  StudentAiTopicApi: STUDENT_AI_TOPIC_METHODS,
  TeacherAssignmentApi: TEACHER_ASSIGNMENT_METHODS,
  StudentAssignmentApi: STUDENT_ASSIGNMENT_METHODS,
  TeacherPracticeApi: TEACHER_PRACTICE_METHODS,
  StudentPracticeApi: STUDENT_PRACTICE_METHODS,
  TeacherRecordApi: TEACHER_RECORD_METHODS,
  TeacherCourseApi: TEACHER_COURSE_METHODS,
  TeacherControlApi: TEACHER_CONTROL_METHODS,
  StudentControlApi: STUDENT_CONTROL_METHODS,
  TeacherShareLinkApi: TEACHER_SHARE_LINK_METHODS,
  StudentShareLinkApi: STUDENT_SHARE_LINK_METHODS,
  TeacherOverviewApi: TEACHER_OVERVIEW_METHODS,
  StudentOverviewApi: STUDENT_OVERVIEW_METHODS,
  TeacherDashboardApi: TEACHER_DASHBOARD_METHODS,
  TeacherRosterApi: TEACHER_ROSTER_METHODS,
} as const;

type SliceName = keyof typeof CLASSROOM_API_SLICES;

const ClassroomApiContext = createContext<ClassroomApiSlices | null>(null);

/** Provides the classroom calls to every widget below it: the whole ClassroomApi or some slices. */
function ClassroomApiProvider({ api, children }: { api: ClassroomApiSlices; children: React.ReactNode }) {
  return <ClassroomApiContext value={api}>{children}</ClassroomApiContext>;
}

/** The calls of a slice that `api` lacks (empty when it implements the slice). */
function missingCalls(api: ClassroomApiSlices, slice: SliceName): string[] {
  const calls = api as Record<string, unknown>;
  return CLASSROOM_API_SLICES[slice].filter((name) => typeof calls[name] !== "function");
}

function useSlices<T>(slices: readonly SliceName[]): T {
  const api = use(ClassroomApiContext);
  if (!api) throw new Error("Wrap the classroom widgets in <ClassroomApiProvider api={…}>.");
  for (const slice of slices) {
    const missing = missingCalls(api, slice);
    if (missing.length > 0) {
      throw new Error(`<ClassroomApiProvider> was given no ${slice} (missing: ${missing.join(", ")}).`);
    }
  }
  // Every method of the requested slices was checked above.
  return api as T;
}

/** The slice's calls when the nearest provider has them all, else `null` (for widgets that only use a
 * slice to do more when it is there). */
function useOptionalSlice<T>(slice: SliceName): T | null {
  const api = use(ClassroomApiContext);
  // Every method of the slice was checked by missingCalls.
  return api && missingCalls(api, slice).length === 0 ? (api as T) : null;
}

/** The check-in dialog's calls. */
const useStudentCheckInApi = () => useSlices<StudentCheckInApi>(["StudentCheckInApi"]);
/** The face enrolment screen's calls. */
const useStudentFaceApi = () => useSlices<StudentFaceApi>(["StudentFaceApi"]);
/** The sign-in panel's calls. */
const useTeacherSignInApi = () => useSlices<TeacherSignInApi>(["TeacherSignInApi"]);
/** The teacher's question calls. */
const useTeacherQuestionApi = () => useSlices<TeacherQuestionApi>(["TeacherQuestionApi"]);
/** The student's question calls. */
const useStudentQuestionApi = () => useSlices<StudentQuestionApi>(["StudentQuestionApi"]);
/** The random pick's calls. */
const useRandomPickApi = () => useSlices<RandomPickApi>(["RandomPickApi"]);
/** The named call-out's call. */
const useCallOutApi = () => useSlices<CallOutApi>(["CallOutApi"]);
/** The teacher's survey calls. */
const useTeacherSurveyApi = () => useSlices<TeacherSurveyApi>(["TeacherSurveyApi"]);
/** The student's survey calls. */
const useStudentSurveyApi = () => useSlices<StudentSurveyApi>(["StudentSurveyApi"]);

/** The AI assistant's calls. */
const useChatApi = () => useSlices<ChatApi>(["ChatApi"]);
/** The teacher's AI topic calls. */
const useTeacherAiTopicApi = () => useSlices<TeacherAiTopicApi>(["TeacherAiTopicApi"]);
/** The student's AI topic calls. */
const useStudentAiTopicApi = () => useSlices<StudentAiTopicApi>(["StudentAiTopicApi"]);
/** The teacher's assignment calls. */
const useTeacherAssignmentApi = () => useSlices<TeacherAssignmentApi>(["TeacherAssignmentApi"]);
/** The student's assignment calls. */
const useStudentAssignmentApi = () => useSlices<StudentAssignmentApi>(["StudentAssignmentApi"]);
/** The teacher's practice calls. */
const useTeacherPracticeApi = () => useSlices<TeacherPracticeApi>(["TeacherPracticeApi"]);
/** The student's practice calls. */
const useStudentPracticeApi = () => useSlices<StudentPracticeApi>(["StudentPracticeApi"]);
/** The teacher's classroom-record calls. */
const useTeacherRecordApi = () => useSlices<TeacherRecordApi>(["TeacherRecordApi"]);
/** The teacher's course and timetable calls. */
const useTeacherCourseApi = () => useSlices<TeacherCourseApi>(["TeacherCourseApi"]);
/** The teacher's classroom control calls. */
const useTeacherControlApi = () => useSlices<TeacherControlApi>(["TeacherControlApi"]);
/** The student's classroom control call. */
const useStudentControlApi = () => useSlices<StudentControlApi>(["StudentControlApi"]);
/** The teacher's share link calls. */
const useTeacherShareLinkApi = () => useSlices<TeacherShareLinkApi>(["TeacherShareLinkApi"]);
/** The student's share link calls. */
const useStudentShareLinkApi = () => useSlices<StudentShareLinkApi>(["StudentShareLinkApi"]);

/** The teacher's overview call (to-dos). */
const useTeacherOverviewApi = () => useSlices<TeacherOverviewApi>(["TeacherOverviewApi"]);
/** The student's overview calls (to-dos, statistics). */
const useStudentOverviewApi = () => useSlices<StudentOverviewApi>(["StudentOverviewApi"]);
/** The to-do list's calls for `who`: the teacher's or the student's overview slice (checked). */
const useTodoApi = (who: "teacher" | "student") =>
  useSlices<TeacherOverviewApi | StudentOverviewApi>([who === "teacher" ? "TeacherOverviewApi" : "StudentOverviewApi"]);

/** The class dashboard's calls (today's sessions, start, 下课). */
const useTeacherDashboardApi = () => useSlices<TeacherDashboardApi>(["TeacherDashboardApi"]);
/** The session roster's call (the session's students). */
const useTeacherRosterApi = () => useSlices<TeacherRosterApi>(["TeacherRosterApi"]);

/** Every classroom call of the nearest provider; throws when there is none or it lacks a slice. */
function useClassroomApi(): ClassroomApi {
  return useSlices<ClassroomApi>(Object.keys(CLASSROOM_API_SLICES) as SliceName[]);
}

export {
  useOptionalSlice,
  CLASSROOM_API_SLICES,
  ClassroomApiProvider,
  missingCalls,
  useCallOutApi,
  useChatApi,
  useClassroomApi,
  useRandomPickApi,
  useStudentAiTopicApi,
  useStudentAssignmentApi,
  useStudentCheckInApi,
  useStudentFaceApi,
  useStudentPracticeApi,
  useStudentQuestionApi,
  useStudentSurveyApi,
  useTeacherAiTopicApi,
  useTeacherAssignmentApi,
  useStudentControlApi,
  useStudentShareLinkApi,
  useTeacherControlApi,
  useTeacherShareLinkApi,
  useTeacherCourseApi,
  useTeacherPracticeApi,
  useTeacherQuestionApi,
  useTeacherRecordApi,
  useTeacherSignInApi,
  useTeacherSurveyApi,
  useStudentOverviewApi,
  useTeacherOverviewApi,
  useTodoApi,
  useTeacherDashboardApi,
  useTeacherRosterApi,
};
export type { ClassroomApi, ClassroomApiSlices };
