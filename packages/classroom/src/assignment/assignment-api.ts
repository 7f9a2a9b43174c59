// The calls of assignments, as two slices of the classroom API: the teacher's (write,
// publish and move through the stages, grade, final grades, statistics, export, the big screen) and
// the student's (list, answer, save a draft, submit, peer review). The big screen's live stream is
// not here: it is public and read by the screen itself (use-screen-cast).
import type { ApiClient, Download, Page, Schema } from "@smartclass/api";

import type { PageQuery } from "../question/question-api";
import { type UploadProgress, xhrFetch } from "./xhr-fetch";

/** An assignment with its questions (the contract's Assignment). */
type Assignment = Schema<"Assignment">;
/** An assignment without its questions (the contract's AssignmentBasic). */
type AssignmentBasic = Schema<"AssignmentBasic">;
/** A question of an assignment (the contract's AssignmentQuestion). */
type AssignmentQuestion = Schema<"AssignmentQuestion">;
/** A question as written (the contract's AssignmentQuestionInput). */
type AssignmentQuestionInput = Schema<"AssignmentQuestionInput">;
/** draft, published, peerReview, grade, final, closed (the contract's AssignmentStage). */
type AssignmentStage = Schema<"AssignmentStage">;
/** refuse, accept, penalty (the contract's AssignmentLatePolicy). */
type AssignmentLatePolicy = Schema<"AssignmentLatePolicy">;
/** Creating an assignment (the contract's AssignmentCreate). */
type AssignmentCreate = Schema<"AssignmentCreate">;
/** Changing an assignment or moving its stage (the contract's AssignmentUpdate). */
type AssignmentUpdate = Schema<"AssignmentUpdate">;
/** A student's submission with its grades (the contract's AssignmentSubmission). */
type AssignmentSubmission = Schema<"AssignmentSubmission">;
/** One answer of a submission (the contract's SubmissionAnswer). */
type SubmissionAnswer = Schema<"SubmissionAnswer">;
/** One answer as sent (the contract's SubmissionAnswerInput). */
type SubmissionAnswerInput = Schema<"SubmissionAnswerInput">;
/** Submitting or saving a draft (the contract's AssignmentSubmit). */
type AssignmentSubmit = Schema<"AssignmentSubmit">;
/** A peer review the caller is asked to do (the contract's PeerReviewTask). */
type PeerReviewTask = Schema<"PeerReviewTask">;
/** A peer review given (the contract's PeerReviewGrade). */
type PeerReviewGrade = Schema<"PeerReviewGrade">;
/** A peer review received (the contract's PeerReview). */
type PeerReview = Schema<"PeerReview">;
/** Peer review settings (the contract's PeerReviewSettings). */
type PeerReviewSettings = Schema<"PeerReviewSettings">;
/** Peer review settings as written (the contract's PeerReviewSettingsInput). */
type PeerReviewSettingsInput = Schema<"PeerReviewSettingsInput">;
/** A rubric criterion (the contract's RubricCriterion). */
type RubricCriterion = Schema<"RubricCriterion">;
/** Points for one criterion (the contract's RubricScore). */
type RubricScore = Schema<"RubricScore">;
/** The teacher's per-question grading (the contract's GradeRequest). */
type GradeRequest = Schema<"GradeRequest">;
/** One student's final score set by the teacher (the contract's FinalGrade). */
type FinalGrade = Schema<"FinalGrade">;
/** Assignment statistics (the contract's AssignmentStatistics). */
type AssignmentStatistics = Schema<"AssignmentStatistics">;
/** A running screen-cast (the contract's ScreenCast). */
type ScreenCast = Schema<"ScreenCast">;
/** What the big screen shows (the contract's ScreenCastView). */
type ScreenCastView = Schema<"ScreenCastView">;
/** An uploaded file (the contract's FileUploadResult). */
type FileUploadResult = Schema<"FileUploadResult">;

/** Which of the student's assignments to list: not submitted and still open, or all. */
type StudentAssignmentFilter = "new" | "all";

/** The teacher's assignment calls. */
interface TeacherAssignmentApi {
  /** Creates an assignment (stage draft); answers its id. */
  createAssignment(input: AssignmentCreate): Promise<number>;
  /** Changes an assignment, or moves it to another stage (`{ id, stage }`); refused with a message. */
  updateAssignment(input: AssignmentUpdate): Promise<void>;
  /** An assignment with its questions (right answers included for the teacher). */
  assignment(id: number): Promise<Assignment>;
  /** An assignment without its questions, with its counts. */
  assignmentBasic(id: number): Promise<AssignmentBasic>;
  /** The assignments of a class session, or all of the teacher's (newest first). */
  teacherAssignments(query?: { courseId?: number; courseItemId?: number }): Promise<AssignmentBasic[]>;
  /** Every student's submission (status 0 for those who have not submitted). */
  assignmentSubmissions(assignmentId: number): Promise<AssignmentSubmission[]>;
  /** One student's submission with its grades and the reviews it received. */
  submission(query: { assignmentId: number; userId: number }): Promise<AssignmentSubmission>;
  /** One student's answer to one question. */
  submissionAnswer(query: { questionId: number; userId: number }): Promise<SubmissionAnswer>;
  /** Grades a submission per question (every text and file question needs a score). */
  gradeSubmission(input: GradeRequest): Promise<void>;
  /** Sets one student's final score (stages grade and final). */
  gradeFinal(input: FinalGrade): Promise<void>;
  /** Submission rate, score bands, per-question correct rate, peer/teacher agreement. */
  assignmentStatistics(id: number): Promise<AssignmentStatistics>;
  /** The grades as an .xlsx workbook (`{title}-成绩.xlsx`). */
  exportAssignmentGrades(assignmentId: number): Promise<Download>;
  /** Starts the big screen, or changes what it shows (same screen id, next version). */
  startScreenCast(input: { assignmentId: number; userId?: number; showGrade?: boolean }): Promise<ScreenCast>;
  /** The assignment's running cast, or null (so a reloaded page can show and end it). */
  screenCast(assignmentId: number): Promise<ScreenCast | null>;
  /** Ends the teacher's running cast of the assignment. */
  endScreenCast(assignmentId: number): Promise<void>;
  /** What the big screen shows now (public; refused with 投屏不存在或已结束 once ended). */
  screenCastView(screenId: string): Promise<ScreenCastView>;
}

/** The student's assignment calls. */
interface StudentAssignmentApi {
  /** An assignment with its questions (no right answers for students). */
  assignment(id: number): Promise<Assignment>;
  /** An assignment without its questions, with the caller's state. */
  assignmentBasic(id: number): Promise<AssignmentBasic>;
  /** The student's assignments, paged (newest first); `new`: not submitted and still open. */
  studentAssignmentPage(
    query: PageQuery & { filter?: StudentAssignmentFilter; courseId?: number },
  ): Promise<Page<AssignmentBasic>>;
  /** The caller's own submission or saved draft, or `null`. */
  mySubmission(assignmentId: number): Promise<AssignmentSubmission | null>;
  /** Submits (or with `draft: true` saves) the answers; refused with the server's message. */
  submitAssignment(input: AssignmentSubmit & { assignmentId: number }): Promise<void>;
  /** Uploads one answer file (multipart field `file`), reporting how much was sent (0..1); answers the
   * stored file. */
  uploadAssignmentFile(file: File, onProgress?: UploadProgress): Promise<FileUploadResult>;
  /** The peer reviews the caller is asked to do (of one assignment, or all). */
  peerReviewTasks(assignmentId?: number): Promise<PeerReviewTask[]>;
  /** A submission: the caller's own, or an allocated reviewee's (answers only). */
  submission(query: { assignmentId: number; userId: number }): Promise<AssignmentSubmission>;
  /** Gives (or changes) a peer review. */
  gradePeerReview(input: PeerReviewGrade): Promise<void>;
}

/** The method names of TeacherAssignmentApi (the provider checks them). */
const TEACHER_ASSIGNMENT_METHODS = [
  "createAssignment",
  "updateAssignment",
  "assignment",
  "assignmentBasic",
  "teacherAssignments",
  "assignmentSubmissions",
  "submission",
  "submissionAnswer",
  "gradeSubmission",
  "gradeFinal",
  "assignmentStatistics",
  "exportAssignmentGrades",
  "startScreenCast",
  "screenCast",
  "endScreenCast",
  "screenCastView",
] as const satisfies readonly (keyof TeacherAssignmentApi)[];

/** The method names of StudentAssignmentApi (the provider checks them). */
const STUDENT_ASSIGNMENT_METHODS = [
  "assignment",
  "assignmentBasic",
  "studentAssignmentPage",
  "mySubmission",
  "submitAssignment",
  "uploadAssignmentFile",
  "peerReviewTasks",
  "submission",
  "gradePeerReview",
] as const satisfies readonly (keyof StudentAssignmentApi)[];

/** The calls both roles make, on the typed API client. */
function sharedAssignmentCalls(api: ApiClient) {
  return {
    assignment: (id: number) => api.get("/teach/assignment/get", { params: { query: { id } } }),
    assignmentBasic: (id: number) => api.get("/teach/assignment/getBasic", { params: { query: { id } } }),
    submission: (query: { assignmentId: number; userId: number }) =>
      api.get("/teach/assignment/submission/detail", { params: { query } }),
  };
}

/** TeacherAssignmentApi on the typed API client. */
function createTeacherAssignmentApi(api: ApiClient): TeacherAssignmentApi {
  return {
    ...sharedAssignmentCalls(api),
    createAssignment: (body) => api.post("/teach/assignment/create", { body }),
    updateAssignment: async (body) => {
      await api.put("/teach/assignment/update", { body });
    },
    teacherAssignments: (query = {}) => api.get("/teach/assignment/teacher/list", { params: { query } }),
    assignmentSubmissions: (assignmentId) =>
      api.get("/teach/assignment/correct/list", { params: { query: { assignmentId } } }),
    submissionAnswer: (query) => api.get("/teach/assignment/submission/quesiton/detail", { params: { query } }),
    gradeSubmission: async (body) => {
      await api.post("/teach/assignment/grade", { body });
    },
    gradeFinal: async (body) => {
      await api.post("/teach/assignment/grade/final", { body });
    },
    assignmentStatistics: (id) => api.get("/teach/assignment/get/statistics", { params: { query: { id } } }),
    exportAssignmentGrades: (assignmentId) =>
      api.download("/teach/assignment/export", { params: { query: { assignmentId } } }),
    startScreenCast: ({ assignmentId, ...body }) =>
      api.post("/teach/assignment/castScreen", { params: { query: { assignmentId } }, body }),
    screenCast: (assignmentId) => api.get("/teach/assignment/castScreen/get", { params: { query: { assignmentId } } }),
    endScreenCast: async (assignmentId) => {
      await api.get("/teach/assignment/castScreen/end", { params: { query: { assignmentId } } });
    },
    screenCastView: (screenId) => api.get("/teach/assignment/castScreen/view", { params: { query: { screenId } } }),
  };
}

/** StudentAssignmentApi on the typed API client. */
function createStudentAssignmentApi(api: ApiClient): StudentAssignmentApi {
  return {
    ...sharedAssignmentCalls(api),
    // The contract's enum spells the default `all"` (a typo), so `all` is sent as no filter at all.
    studentAssignmentPage: ({ filter, ...query }) =>
      api.get("/teach/assignment/student/list", {
        params: { query: filter === "new" ? { ...query, filter } : query },
      }),
    mySubmission: (assignmentId) => api.get("/teach/assignment/record", { params: { query: { assignmentId } } }),
    submitAssignment: async ({ assignmentId, ...body }) => {
      await api.post("/teach/assignment/record", { params: { query: { assignmentId } }, body });
    },
    uploadAssignmentFile: (file, onProgress) =>
      api.post("/teach/file/s3/ali/api", {
        // Sent with XMLHttpRequest when progress is wanted (fetch reports none); same middleware.
        ...(onProgress ? { fetch: xhrFetch(onProgress) } : {}),
        body: { file: "" },
        bodySerializer: () => {
          const form = new FormData();
          form.append("file", file, file.name);
          return form;
        },
      }),
    peerReviewTasks: (assignmentId) =>
      api.get("/teach/assignment/student/peerreview/list", {
        params: { query: assignmentId === undefined ? {} : { assignmentId } },
      }),
    gradePeerReview: async (body) => {
      await api.post("/teach/assignment/grade/peerreview", { body });
    },
  };
}

export {
  createStudentAssignmentApi,
  createTeacherAssignmentApi,
  STUDENT_ASSIGNMENT_METHODS,
  TEACHER_ASSIGNMENT_METHODS,
};
export type {
  Assignment,
  AssignmentBasic,
  AssignmentCreate,
  AssignmentLatePolicy,
  AssignmentQuestion,
  AssignmentQuestionInput,
  AssignmentStage,
  AssignmentStatistics,
  AssignmentSubmission,
  AssignmentSubmit,
  AssignmentUpdate,
  FileUploadResult,
  FinalGrade,
  GradeRequest,
  PeerReview,
  PeerReviewGrade,
  PeerReviewSettings,
  PeerReviewSettingsInput,
  PeerReviewTask,
  RubricCriterion,
  RubricScore,
  ScreenCast,
  ScreenCastView,
  StudentAssignmentApi,
  StudentAssignmentFilter,
  SubmissionAnswer,
  SubmissionAnswerInput,
  TeacherAssignmentApi,
  UploadProgress,
};
