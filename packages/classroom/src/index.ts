// Check-in and sign-in
export * from "./check-in/camera";
export * from "./check-in/check-in-api";
// The dialog loads when it first opens (lazy-check-in-dialog.tsx); its variants and props from the dialog.
export { statusTextVariants } from "./check-in/check-in-dialog";
export type { CheckInDialogProps } from "./check-in/check-in-dialog";
export { CheckInDialog } from "./check-in/lazy-check-in-dialog";
export * from "./check-in/check-in-machine";
export * from "./sign-in/sign-in-api";
export * from "./sign-in/sign-in-panel";
export * from "./sign-in/sign-in-widget";

// Face enrolment (人脸数据): consent, 3 to 5 photos, delete; its texts in their own module
export * from "./face/enrol-failure";
export * from "./face/face-api";
export * from "./face/face-enrolment";
export * from "./face/face-enrolment-machine";
export { faceMessages } from "./face/messages";
export type { FaceMessages } from "./face/messages";

// The calls: role and activity slices, the provider and its accessors
export * from "./lib/classroom-api";
export * from "./lib/create-classroom-api";

// Push: the page's event channel and the student reactions
export * from "./push/classroom-events";
export * from "./push/event-channel";
export * from "./push/push-reconnect-notice";
export * from "./push/push-reactions";
export * from "./push/replay-plan";
export * from "./push/student-push-reactions";
export * from "./push/tab-sync";
export * from "./push/use-answered-elsewhere";
export * from "./push/use-push-events";

// Questions
export * from "./question/live-question-panel";
export * from "./question/question-answer-card";
export * from "./question/question-api";
export * from "./question/question-composer";
export * from "./question/question-draft";
export * from "./question/question-lists";
export * from "./question/question-queries";
export * from "./question/question-results";
export * from "./question/question-stats";
export * from "./question/score-dialog";

// Random pick and named call-out
export * from "./random-pick/call-out-picker";
export * from "./random-pick/random-pick-api";
export * from "./random-pick/random-pick-dialog";
export * from "./random-pick/random-pick-widget";

// Surveys
export * from "./survey/star-rating";
export * from "./survey/survey-answer-form";
export * from "./survey/survey-answers";
export * from "./survey/survey-api";
export * from "./survey/survey-builder";
export * from "./survey/survey-chart";
export * from "./survey/survey-draft";
export * from "./survey/survey-lists";
export * from "./survey/survey-queries";
export * from "./survey/survey-results";
export * from "./survey/survey-notice";

// The AI assistant (AI 助手)
export * from "./chat/chat-api";
export * from "./chat/chat-composer";
export * from "./chat/chat-markdown";
export * from "./chat/chat-panel";
export * from "./chat/chat-queries";
export * from "./chat/chat-thread";
export * from "./chat/conversation-list";
export * from "./chat/message-view";
export * from "./chat/use-chat-reply";

// Building blocks pages may reuse
export * from "./lib/answer-field";
export * from "./lib/options-editor";
export * from "./lib/student-picker";
export * from "./lib/use-server-countdown";

export { messages } from "./messages";
export type { Messages } from "./messages";

// AI topics
export * from "./ai-topic/ai-topic-api";
export * from "./ai-topic/ai-topic-composer";
export * from "./ai-topic/ai-topic-live";
export * from "./ai-topic/ai-topic-queries";
export * from "./ai-topic/ai-topic-response-form";

// Assignments: the API slices and queries of both roles, and the teacher's widgets
export * from "./assignment/assignment-api";
export * from "./assignment/assignment-draft";
export * from "./assignment/assignment-editor";
export * from "./assignment/assignment-grading";
export * from "./assignment/assignment-overview";
export * from "./assignment/assignment-queries";
export * from "./assignment/assignment-statistics-view";
export * from "./assignment/cast-control";
export * from "./assignment/final-grades-panel";
export * from "./assignment/grading-form";
export * from "./assignment/running-class-assignments";
export * from "./assignment/submission-table";
export * from "./assignment/teacher-assignment-list";
export { teacherAssignmentMessages } from "./assignment/teacher-messages";
export * from "./assignment/use-assignment-refetch";

// Assignments: the student's widgets, the read-only submission view and the public big screen
export * from "./assignment/assignment-answer-form";
export * from "./assignment/my-assignment-result";
export * from "./assignment/peer-review-form";
export * from "./assignment/peer-review-lookup";
export * from "./assignment/peer-review-tasks";
export * from "./assignment/student-assignment-list";
export * from "./assignment/submission-answers";
// The component and the contract's type of the same name (it overrides the slice's re-export of the type).
export { ScreenCastView, type ScreenCastViewProps } from "./assignment/screen-cast-view";
export { useScreenCast } from "./assignment/use-screen-cast";
export {
  fetchScreenCastView,
  followScreenCast,
  readScreenCastStream,
  reconnectDelay,
  type ScreenCastState,
  type ScreenCastStreamEvent,
} from "./assignment/screen-cast-stream";
export { studentAssignmentMessages } from "./assignment/student-messages";
export * from "./practice/practice-api";
export * from "./practice/practice-queries";
export * from "./practice/practice-answers";
export * from "./practice/practice-draft";
export * from "./practice/practice-answer-card";
export * from "./practice/student-practice-list";
export * from "./practice/practice-builder";
export * from "./practice/practice-statistics-view";
export { practiceMessages } from "./practice/messages";
export * from "./record/record-api";
export * from "./record/record-queries";
export * from "./record/record-format";
export type { RenderLink } from "./record/record-link";
export * from "./record/record-timeline";
export * from "./record/classroom-record-list";
export * from "./record/record-practice-list";
export { recordMessages } from "./record/messages";

// Classroom control and share links
export * from "./control/control-api";
export * from "./control/control-queries";
export * from "./control/use-running-class";
export * from "./control/control-mode-panel";
export * from "./control/student-control-cover";
export * from "./control/use-student-control-mode";
export { isPathOpenWhenLocked } from "./control/locked-paths";
export { controlMessages } from "./control/messages";
export * from "./share-link/share-api";
export * from "./share-link/share-queries";
export * from "./share-link/share-link-panel";
export * from "./share-link/share-join-card";
export { shareLinkMessages } from "./share-link/messages";

// Courses and timetables
export * from "./course/course-api";
export * from "./course/course-queries";
export { coverProblem, COVER_MAX_BYTES, COVER_TYPES } from "./course/course-cover";
export { scheduleDays, scheduleRows, weekdayOf, type ScheduleRow } from "./course/schedule-grid";
export * from "./course/schedule-week-view";
export * from "./course/timetable-panel";
export * from "./course/course-create-dialog";
export * from "./course/course-list";
export { courseMessages } from "./course/messages";

// To-dos and the student's statistics
export * from "./overview/overview-api";
export * from "./overview/overview-queries";
export {
  attendanceOf,
  describeDeadline,
  formatAverage,
  sortTodos,
  type DeadlineState,
} from "./overview/overview-format";
export * from "./overview/todo-list";
export * from "./overview/student-statistics-card";
export { overviewMessages } from "./overview/messages";

// The class dashboard: today's sessions, the running session, the quick actions, no running class
export * from "./dashboard/dashboard-api";
export * from "./dashboard/dashboard-queries";
export * from "./dashboard/use-class-session-mutations";
export * from "./dashboard/today-sessions";
export * from "./dashboard/running-session";
export * from "./dashboard/quick-actions";
export * from "./dashboard/no-running-class";
export type { Navigate } from "./dashboard/action-link";
export { dashboardMessages } from "./dashboard/messages";

// The session roster: the session's students with search, and the random-pick entry
export * from "./roster/roster-api";
export * from "./roster/roster-queries";
export { checkedInCount, filterStudents } from "./roster/student-roster";
export * from "./roster/session-students";
export * from "./roster/random-pick-button";
export { rosterMessages } from "./roster/messages";
