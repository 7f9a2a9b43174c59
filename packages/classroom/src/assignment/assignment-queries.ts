// Query keys and options of the assignment widgets, both roles (one factory per resource). Every key
// starts with `assignmentKeys.all`, and a pushed `assignment` event invalidates one assignment's keys
// with `assignmentKeys.of(id)` (detail, submissions, statistics) plus the lists.
import { queryOptions } from "@tanstack/react-query";

import type { PageQuery } from "../question/question-api";
import type { StudentAssignmentApi, StudentAssignmentFilter, TeacherAssignmentApi } from "./assignment-api";

type StudentPageQuery = PageQuery & { filter?: StudentAssignmentFilter; courseId?: number };
type TeacherListQuery = { courseId?: number; courseItemId?: number };
type SubmissionQuery = { assignmentId: number; userId: number };
/** The calls both roles have. */
type SharedAssignmentApi = Pick<TeacherAssignmentApi, "assignment" | "assignmentBasic" | "submission">;

/** Query keys of the assignment widgets. */
const assignmentKeys = {
  all: ["classroom", "assignment"] as const,
  /** Every key of one assignment (its detail, basic, submissions, statistics, my submission, tasks). */
  of: (id: number) => [...assignmentKeys.all, "of", id] as const,
  detail: (id: number) => [...assignmentKeys.of(id), "detail"] as const,
  basic: (id: number) => [...assignmentKeys.of(id), "basic"] as const,
  submissions: (id: number) => [...assignmentKeys.of(id), "submissions"] as const,
  submission: (q: SubmissionQuery) => [...assignmentKeys.of(q.assignmentId), "submission", q.userId] as const,
  statistics: (id: number) => [...assignmentKeys.of(id), "statistics"] as const,
  mySubmission: (id: number) => [...assignmentKeys.of(id), "mine"] as const,
  reviewTasks: (id?: number) => [...assignmentKeys.all, "review-tasks", id ?? "all"] as const,
  teacherList: (q: TeacherListQuery) => [...assignmentKeys.all, "teacher-list", q] as const,
  studentPage: (q: StudentPageQuery) => [...assignmentKeys.all, "student-page", q] as const,
  /** The assignment's running cast (null when none). */
  runningCast: (id: number) => [...assignmentKeys.of(id), "running-cast"] as const,
  castView: (screenId: string) => [...assignmentKeys.all, "cast", screenId] as const,
};

/** An assignment with its questions. */
const assignmentOptions = (api: SharedAssignmentApi, id: number) =>
  queryOptions({ queryKey: assignmentKeys.detail(id), queryFn: () => api.assignment(id) });

/** An assignment without its questions (counts, stage, the caller's state). */
const assignmentBasicOptions = (api: SharedAssignmentApi, id: number) =>
  queryOptions({ queryKey: assignmentKeys.basic(id), queryFn: () => api.assignmentBasic(id) });

/** One submission (the teacher's full view, or a peer's answers). */
const submissionOptions = (api: SharedAssignmentApi, query: SubmissionQuery) =>
  queryOptions({ queryKey: assignmentKeys.submission(query), queryFn: () => api.submission(query) });

/** Every student's submission of an assignment (the teacher's). */
const assignmentSubmissionsOptions = (api: TeacherAssignmentApi, id: number) =>
  queryOptions({ queryKey: assignmentKeys.submissions(id), queryFn: () => api.assignmentSubmissions(id) });

/** An assignment's statistics. */
const assignmentStatisticsOptions = (api: TeacherAssignmentApi, id: number) =>
  queryOptions({ queryKey: assignmentKeys.statistics(id), queryFn: () => api.assignmentStatistics(id) });

/** The teacher's assignments of a session, or all. */
const teacherAssignmentsOptions = (api: TeacherAssignmentApi, query: TeacherListQuery = {}) =>
  queryOptions({ queryKey: assignmentKeys.teacherList(query), queryFn: () => api.teacherAssignments(query) });

/** The assignment's running cast, or null. */
const runningCastOptions = (api: TeacherAssignmentApi, id: number) =>
  queryOptions({ queryKey: assignmentKeys.runningCast(id), queryFn: () => api.screenCast(id) });

/** What the big screen shows now. */
const screenCastViewOptions = (api: TeacherAssignmentApi, screenId: string) =>
  queryOptions({ queryKey: assignmentKeys.castView(screenId), queryFn: () => api.screenCastView(screenId) });

/** The student's assignments, paged. */
const studentAssignmentPageOptions = (api: StudentAssignmentApi, query: StudentPageQuery) =>
  queryOptions({ queryKey: assignmentKeys.studentPage(query), queryFn: () => api.studentAssignmentPage(query) });

/** The student's own submission or draft, or null. */
const mySubmissionOptions = (api: StudentAssignmentApi, id: number) =>
  queryOptions({ queryKey: assignmentKeys.mySubmission(id), queryFn: () => api.mySubmission(id) });

/** The peer reviews the student is asked to do. */
const peerReviewTasksOptions = (api: StudentAssignmentApi, id?: number) =>
  queryOptions({ queryKey: assignmentKeys.reviewTasks(id), queryFn: () => api.peerReviewTasks(id) });

export {
  assignmentBasicOptions,
  assignmentKeys,
  assignmentOptions,
  assignmentStatisticsOptions,
  assignmentSubmissionsOptions,
  mySubmissionOptions,
  peerReviewTasksOptions,
  runningCastOptions,
  screenCastViewOptions,
  studentAssignmentPageOptions,
  submissionOptions,
  teacherAssignmentsOptions,
};
