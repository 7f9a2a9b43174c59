// Query keys and options of the survey widgets (one factory per resource).
import { queryOptions } from "@tanstack/react-query";

import type { PageQuery } from "../question/question-api";
import type { StudentSurveyApi, TeacherSurveyApi } from "./survey-api";

/** Query keys of the survey widgets. */
const surveyKeys = {
  all: ["classroom", "survey"] as const,
  detail: (itemSurveyId: number) => [...surveyKeys.all, "detail", itemSurveyId] as const,
  statistics: (itemSurveyId: number) => [...surveyKeys.all, "statistics", itemSurveyId] as const,
  teacherPage: (query: PageQuery & { courseId?: number }) => [...surveyKeys.all, "teacher-page", query] as const,
  studentPage: (query: PageQuery & { courseId?: number }) => [...surveyKeys.all, "student-page", query] as const,
};

/** A survey with the student's answers. */
const surveyOptions = (api: StudentSurveyApi, itemSurveyId: number) =>
  queryOptions({ queryKey: surveyKeys.detail(itemSurveyId), queryFn: () => api.survey(itemSurveyId) });

/** A survey's results. */
const surveyStatisticsOptions = (api: TeacherSurveyApi, itemSurveyId: number) =>
  queryOptions({ queryKey: surveyKeys.statistics(itemSurveyId), queryFn: () => api.surveyStatistics(itemSurveyId) });

/** The teacher's surveys, paged. */
const teacherSurveyPageOptions = (api: TeacherSurveyApi, query: PageQuery & { courseId?: number }) =>
  queryOptions({ queryKey: surveyKeys.teacherPage(query), queryFn: () => api.teacherSurveyPage(query) });

/** The student's surveys, paged. */
const studentSurveyPageOptions = (api: StudentSurveyApi, query: PageQuery & { courseId?: number }) =>
  queryOptions({ queryKey: surveyKeys.studentPage(query), queryFn: () => api.studentSurveyPage(query) });

export { studentSurveyPageOptions, surveyKeys, surveyOptions, surveyStatisticsOptions, teacherSurveyPageOptions };
