// The calls of surveys, as two slices of the classroom API: the teacher's (build, save, start, end,
// results, list) and the student's (answer, list).
import type { ApiClient, Page, Schema } from "@smartclass/api";

import type { PageQuery } from "../question/question-api";

/** A survey, saved (status 0) or run in a class session (the contract's ItemSurvey). */
type ItemSurvey = Schema<"ItemSurvey">;
/** A survey question (the contract's SurveyQuestion). */
type SurveyQuestion = Schema<"SurveyQuestion">;
/** A survey question as written (the contract's SurveyQuestionInput). */
type SurveyQuestionInput = Schema<"SurveyQuestionInput">;
/** Saving a survey for later (the contract's SurveyCreate). */
type SurveyCreate = Schema<"SurveyCreate">;
/** Starting a survey in a session, saved or written here (the contract's SurveyStart). */
type SurveyStart = Schema<"SurveyStart">;
/** A student's answers (the contract's SurveyAnswerCreate). */
type SurveyAnswerCreate = Schema<"SurveyAnswerCreate">;
/** Survey results (the contract's SurveyStatistics). */
type SurveyStatistics = Schema<"SurveyStatistics">;

/** The teacher's survey calls. */
interface TeacherSurveyApi {
  /** Saves a survey (status 0) to start later in any session. */
  createSurvey(input: SurveyCreate): Promise<ItemSurvey>;
  /** Starts a survey in a session: a saved one (`surveyId`) or one written here. */
  startSurvey(input: SurveyStart): Promise<ItemSurvey>;
  /** Ends a survey. */
  endSurvey(itemSurveyId: number): Promise<void>;
  /** A survey's results. */
  surveyStatistics(itemSurveyId: number): Promise<SurveyStatistics>;
  /** The teacher's surveys, saved and run, paged. */
  teacherSurveyPage(query: PageQuery & { courseId?: number }): Promise<Page<ItemSurvey>>;
}

/** The student's survey calls. */
interface StudentSurveyApi {
  /** A survey with its questions, whether the student answered, and their answers. */
  survey(itemSurveyId: number): Promise<ItemSurvey>;
  /** Answers a survey once; refused with a message after the end. */
  answerSurvey(input: SurveyAnswerCreate): Promise<void>;
  /** The student's surveys, paged. */
  studentSurveyPage(query: PageQuery & { courseId?: number }): Promise<Page<ItemSurvey>>;
}

/** The method names of TeacherSurveyApi (the provider checks them). */
const TEACHER_SURVEY_METHODS = [
  "createSurvey",
  "startSurvey",
  "endSurvey",
  "surveyStatistics",
  "teacherSurveyPage",
] as const satisfies readonly (keyof TeacherSurveyApi)[];
/** The method names of StudentSurveyApi (the provider checks them). */
const STUDENT_SURVEY_METHODS = [
  "survey",
  "answerSurvey",
  "studentSurveyPage",
] as const satisfies readonly (keyof StudentSurveyApi)[];

/** TeacherSurveyApi on the typed API client. */
function createTeacherSurveyApi(api: ApiClient): TeacherSurveyApi {
  return {
    createSurvey: (body) => api.post("/teach/survey/create", { body }),
    startSurvey: (body) => api.post("/teach/survey/start", { body }),
    endSurvey: async (itemSurveyId) => {
      await api.post("/teach/survey/end", { params: { query: { itemSurveyId } } });
    },
    surveyStatistics: (itemSurveyId) => api.get("/teach/survey/record/detail", { params: { query: { itemSurveyId } } }),
    teacherSurveyPage: (query) => api.get("/teach/survey/teacher/list", { params: { query } }),
  };
}

/** StudentSurveyApi on the typed API client. */
function createStudentSurveyApi(api: ApiClient): StudentSurveyApi {
  return {
    survey: (itemSurveyId) => api.get("/teach/survey/get", { params: { query: { itemSurveyId } } }),
    answerSurvey: async (body) => {
      await api.post("/teach/survey/record", { body });
    },
    studentSurveyPage: (query) => api.get("/teach/survey/student/list", { params: { query } }),
  };
}

export { createStudentSurveyApi, createTeacherSurveyApi, STUDENT_SURVEY_METHODS, TEACHER_SURVEY_METHODS };
export type {
  ItemSurvey,
  StudentSurveyApi,
  SurveyAnswerCreate,
  SurveyCreate,
  SurveyQuestion,
  SurveyQuestionInput,
  SurveyStart,
  SurveyStatistics,
  TeacherSurveyApi,
};
