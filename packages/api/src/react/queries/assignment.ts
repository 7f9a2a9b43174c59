import type { ApiClient } from "../../client/create-api-client";
import { createMutationHook, type JsonBody, type QueryParams, useApiQuery } from "../helpers";
import { courseItemKeys } from "./course";
import { apiQuery, domainKey } from "./define";

/** Query keys of assignments. */
const assignmentKeys = {
  all: domainKey("assignment"),
  detail: (id: number) => [...assignmentKeys.all, "detail", id] as const,
  basic: (id: number) => [...assignmentKeys.all, "basic", id] as const,
  mySubmission: (assignmentId: number) => [...assignmentKeys.all, "my-submission", assignmentId] as const,
  studentPage: (query: QueryParams<"/teach/assignment/student/list">) =>
    [...assignmentKeys.all, "student-page", query] as const,
  peerReviews: (assignmentId?: number) => [...assignmentKeys.all, "peer-reviews", assignmentId ?? null] as const,
  teacherList: (courseItemId: number) => [...assignmentKeys.all, "teacher-list", courseItemId] as const,
  submission: (assignmentId: number, userId: number) =>
    [...assignmentKeys.all, "submission", assignmentId, userId] as const,
  questionAnswer: (questionId: number, userId: number) =>
    [...assignmentKeys.all, "question-answer", questionId, userId] as const,
  statistics: (id: number) => [...assignmentKeys.all, "statistics", id] as const,
  correctList: (assignmentId: number) => [...assignmentKeys.all, "correct-list", assignmentId] as const,
};

/** An assignment with its questions. */
const assignmentOptions = (api: ApiClient, id: number) =>
  apiQuery(assignmentKeys.detail(id), (signal) =>
    api.get("/teach/assignment/get", { params: { query: { id } }, signal }),
  );
/** An assignment without its questions. */
const assignmentBasicOptions = (api: ApiClient, id: number) =>
  apiQuery(assignmentKeys.basic(id), (signal) =>
    api.get("/teach/assignment/getBasic", { params: { query: { id } }, signal }),
  );
/** The student's own submission. */
const myAssignmentSubmissionOptions = (api: ApiClient, assignmentId: number) =>
  apiQuery(assignmentKeys.mySubmission(assignmentId), (signal) =>
    api.get("/teach/assignment/record", { params: { query: { assignmentId } }, signal }),
  );
/** The student's assignments. */
const studentAssignmentPageOptions = (api: ApiClient, query: QueryParams<"/teach/assignment/student/list">) =>
  apiQuery(assignmentKeys.studentPage(query), (signal) =>
    api.get("/teach/assignment/student/list", { params: { query }, signal }),
  );
/** Peer reviews the student is asked to do. */
const peerReviewTasksOptions = (api: ApiClient, assignmentId?: number) =>
  apiQuery(assignmentKeys.peerReviews(assignmentId), (signal) =>
    api.get("/teach/assignment/student/peerreview/list", { params: { query: { assignmentId } }, signal }),
  );
/** Assignments of a session. */
const teacherAssignmentsOptions = (api: ApiClient, courseItemId: number) =>
  apiQuery(assignmentKeys.teacherList(courseItemId), (signal) =>
    api.get("/teach/assignment/teacher/list", { params: { query: { courseItemId } }, signal }),
  );
/** A student's submission. */
const assignmentSubmissionOptions = (api: ApiClient, assignmentId: number, userId: number) =>
  apiQuery(assignmentKeys.submission(assignmentId, userId), (signal) =>
    api.get("/teach/assignment/submission/detail", { params: { query: { assignmentId, userId } }, signal }),
  );
/** A student's answer to one question. */
const submissionQuestionAnswerOptions = (api: ApiClient, questionId: number, userId: number) =>
  apiQuery(assignmentKeys.questionAnswer(questionId, userId), (signal) =>
    api.get("/teach/assignment/submission/quesiton/detail", { params: { query: { questionId, userId } }, signal }),
  );
/** Assignment statistics. */
const assignmentStatisticsOptions = (api: ApiClient, id: number) =>
  apiQuery(assignmentKeys.statistics(id), (signal) =>
    api.get("/teach/assignment/get/statistics", { params: { query: { id } }, signal }),
  );
/** Submissions to grade. */
const assignmentCorrectListOptions = (api: ApiClient, assignmentId: number) =>
  apiQuery(assignmentKeys.correctList(assignmentId), (signal) =>
    api.get("/teach/assignment/correct/list", { params: { query: { assignmentId } }, signal }),
  );

/** Hook: an assignment with its questions. */
const useAssignment = (id: number) => useApiQuery(assignmentOptions, id);
/** Hook: the student's assignments. */
const useStudentAssignmentPage = (query: QueryParams<"/teach/assignment/student/list">) =>
  useApiQuery(studentAssignmentPageOptions, query);
/** Hook: assignments of a session. */
const useTeacherAssignments = (courseItemId: number) => useApiQuery(teacherAssignmentsOptions, courseItemId);
/** Hook: a student's submission. */
const useAssignmentSubmission = (assignmentId: number, userId: number) =>
  useApiQuery(assignmentSubmissionOptions, assignmentId, userId);

const assignments = () => [assignmentKeys.all, courseItemKeys.all] as const;
/** Mutation: create an assignment. */
const useCreateAssignment = createMutationHook(
  (api, body: JsonBody<"/teach/assignment/create", "post">) => api.post("/teach/assignment/create", { body }),
  assignments,
);
/** Mutation: update an assignment (or move its stage). */
const useUpdateAssignment = createMutationHook(
  (api, body: JsonBody<"/teach/assignment/update", "put">) => api.put("/teach/assignment/update", { body }),
  assignments,
);
/** Mutation: submit an assignment. */
const useSubmitAssignment = createMutationHook(
  (api, v: { assignmentId: number; body: JsonBody<"/teach/assignment/record", "post"> }) =>
    api.post("/teach/assignment/record", { params: { query: { assignmentId: v.assignmentId } }, body: v.body }),
  assignments,
);
/** Mutation: start screen-casting. */
const useStartScreenCast = createMutationHook(
  (api, v: { assignmentId: number; body: JsonBody<"/teach/assignment/castScreen", "post"> }) =>
    api.post("/teach/assignment/castScreen", { params: { query: { assignmentId: v.assignmentId } }, body: v.body }),
  () => [],
);
/** Mutation: end screen-casting. */
const useEndScreenCast = createMutationHook(
  (api, assignmentId: number | undefined) =>
    api.get("/teach/assignment/castScreen/end", { params: { query: { assignmentId } } }),
  () => [],
);
/** Mutation: give a peer-review score. */
const useGradePeerReview = createMutationHook(
  (api, body: JsonBody<"/teach/assignment/grade/peerreview", "post">) =>
    api.post("/teach/assignment/grade/peerreview", { body }),
  () => [assignmentKeys.all],
);
/** Mutation: set the final score. */
const useGradeFinal = createMutationHook(
  (api, body: JsonBody<"/teach/assignment/grade/final", "post">) => api.post("/teach/assignment/grade/final", { body }),
  () => [assignmentKeys.all],
);
/** Mutation: grade a submission per question. */
const useGradeAssignment = createMutationHook(
  (api, body: JsonBody<"/teach/assignment/grade", "post">) => api.post("/teach/assignment/grade", { body }),
  () => [assignmentKeys.all],
);

export {
  assignmentBasicOptions,
  assignmentCorrectListOptions,
  assignmentKeys,
  assignmentOptions,
  assignmentStatisticsOptions,
  assignmentSubmissionOptions,
  myAssignmentSubmissionOptions,
  peerReviewTasksOptions,
  studentAssignmentPageOptions,
  submissionQuestionAnswerOptions,
  teacherAssignmentsOptions,
  useAssignment,
  useAssignmentSubmission,
  useCreateAssignment,
  useEndScreenCast,
  useGradeAssignment,
  useGradeFinal,
  useGradePeerReview,
  useStartScreenCast,
  useStudentAssignmentPage,
  useSubmitAssignment,
  useTeacherAssignments,
  useUpdateAssignment,
};
