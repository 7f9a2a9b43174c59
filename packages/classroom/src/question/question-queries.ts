// Query keys and options of the question widgets (one factory per resource), so that a page can
// invalidate them and the widgets patch them from pushed events.
import { queryOptions } from "@tanstack/react-query";

import type { ActivityStatus, PageQuery, StudentQuestionApi, TeacherQuestionApi } from "./question-api";

/** Query keys of the question widgets. */
const questionKeys = {
  all: ["classroom", "question"] as const,
  summary: (questionId: number) => [...questionKeys.all, "summary", questionId] as const,
  completion: (questionId: number) => [...questionKeys.all, "completion", questionId] as const,
  student: (courseItemId: number | null) => [...questionKeys.all, "student", courseItemId] as const,
  preview: (questionId: number) => [...questionKeys.all, "preview", questionId] as const,
  page: (query: PageQuery & { courseItemId?: number; status?: ActivityStatus }) =>
    [...questionKeys.all, "page", query] as const,
  studentPage: (query: PageQuery & { courseId?: number }) => [...questionKeys.all, "student-page", query] as const,
};

/** A question with its answers (teacher). */
const questionSummaryOptions = (api: TeacherQuestionApi, questionId: number) =>
  queryOptions({ queryKey: questionKeys.summary(questionId), queryFn: () => api.questionSummary(questionId) });

/** Who answered a question and who did not (teacher). */
const questionCompletionOptions = (api: TeacherQuestionApi, questionId: number) =>
  queryOptions({ queryKey: questionKeys.completion(questionId), queryFn: () => api.questionCompletion(questionId) });

/** The teacher's questions, paged. */
const questionPageOptions = (
  api: TeacherQuestionApi,
  query: PageQuery & { courseItemId?: number; status?: ActivityStatus },
) => queryOptions({ queryKey: questionKeys.page(query), queryFn: () => api.questionPage(query) });

/** The student's past questions, paged. */
const studentQuestionPageOptions = (api: StudentQuestionApi, query: PageQuery & { courseId?: number }) =>
  queryOptions({ queryKey: questionKeys.studentPage(query), queryFn: () => api.studentQuestionPage(query) });

export {
  questionCompletionOptions,
  questionKeys,
  questionPageOptions,
  questionSummaryOptions,
  studentQuestionPageOptions,
};
