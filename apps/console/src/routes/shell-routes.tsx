// Every signed-in page of the console (the shell's routes): the fixed pages, the student and teacher
// areas of the classroom spec section 2, the workflow pages and the server's menu routes, each page
// loaded lazily. Loaded with the first of them (see app-routes.tsx), not with the login page.
import { lazy } from "react";
import { Navigate, Route, Routes } from "react-router-dom";

import { useAuthSnapshot } from "../auth/auth-context";
import { ShellLayout } from "../shell/shell-layout";
import { STUDENT_ROUTES, TEACHER_ROUTES } from "./route-table";

const AreaPage = lazy(() => import("../pages/area-page"));
const IndexPage = lazy(() => import("../pages/index-page"));
const RedirectPage = lazy(() => import("../pages/redirect-page"));
const ProfilePage = lazy(() => import("../pages/profile-page"));
const NotifyMessagePage = lazy(() => import("../pages/notify-message-page"));
const StudentHomePage = lazy(() => import("../pages/student/student-home-page"));
const StudentCheckinPage = lazy(() => import("../pages/student/student-checkin-page"));
const TeacherHomePage = lazy(() => import("../pages/teacher/teacher-home-page"));
const TeacherCheckinPage = lazy(() => import("../pages/teacher/teacher-checkin-page"));
const TeacherQuestionPage = lazy(() => import("../pages/teacher/teacher-question-page"));
const TeacherQuestionListPage = lazy(() => import("../pages/teacher/teacher-question-list-page"));
const TeacherSurveyListPage = lazy(() => import("../pages/teacher/teacher-survey-list-page"));
const TeacherSurveyPage = lazy(() => import("../pages/teacher/teacher-survey-page"));
const StudentQuestionPage = lazy(() => import("../pages/student/student-question-page"));
const StudentQuestionListPage = lazy(() => import("../pages/student/student-question-list-page"));
const StudentQuestionPreviewPage = lazy(() => import("../pages/student/student-question-preview-page"));
const StudentSurveyListPage = lazy(() => import("../pages/student/student-survey-list-page"));
const StudentSurveyPage = lazy(() => import("../pages/student/student-survey-page"));
const chatPages = () => import("../pages/chat/chat-page");
const TeacherChatPage = lazy(() => chatPages().then((m) => ({ default: m.TeacherChatPage })));
const TeacherChatNewPage = lazy(() => chatPages().then((m) => ({ default: m.TeacherChatNewPage })));
const TeacherResearchPage = lazy(() => chatPages().then((m) => ({ default: m.TeacherResearchPage })));
const StudentChatPage = lazy(() => chatPages().then((m) => ({ default: m.StudentChatPage })));
const TeacherAiTopicPage = lazy(() => import("../pages/ai-topic/teacher-ai-topic-page"));
const studentTopicPages = () => import("../pages/ai-topic/student-ai-topic-page");
const StudentCurrentAiTopicPage = lazy(() =>
  studentTopicPages().then((m) => ({ default: m.StudentCurrentAiTopicPage })),
);
const StudentAiTopicRespondPage = lazy(() =>
  studentTopicPages().then((m) => ({ default: m.StudentAiTopicRespondPage })),
);
const StudentAiTopicPreviewPage = lazy(() =>
  studentTopicPages().then((m) => ({ default: m.StudentAiTopicPreviewPage })),
);
const teacherAssignmentPages = () => import("../pages/assignment/teacher-assignment-pages");
const studentAssignmentPages = () => import("../pages/assignment/student-assignment-pages");
const lazyTeacherAssignment = (name: keyof Awaited<ReturnType<typeof teacherAssignmentPages>>) =>
  lazy(() => teacherAssignmentPages().then((m) => ({ default: m[name] })));
const lazyStudentAssignment = (name: keyof Awaited<ReturnType<typeof studentAssignmentPages>>) =>
  lazy(() => studentAssignmentPages().then((m) => ({ default: m[name] })));
const studentPracticePages = () => import("../pages/practice/student-practice-pages");
const lazyStudentPractice = (name: keyof Awaited<ReturnType<typeof studentPracticePages>>) =>
  lazy(() => studentPracticePages().then((m) => ({ default: m[name] })));
const StudentPreviewPage = lazy(() => import("../pages/student/student-preview-page"));
const StudentFilePage = lazy(() => import("../pages/student/student-file-page"));
const teacherRoomPages = () => import("../pages/room/teacher-room-pages");
const lazyTeacherRoom = (name: keyof Awaited<ReturnType<typeof teacherRoomPages>>) =>
  lazy(() => teacherRoomPages().then((m) => ({ default: m[name] })));
const TeacherDashboardPage = lazy(() => import("../pages/teacher/dashboard/teacher-dashboard-page"));
const TeacherControlPage = lazy(() => import("../pages/teacher/teacher-control-page"));
const SharePage = lazy(() => import("../pages/share-page"));
const TeacherUserlistPage = lazy(() => import("../pages/teacher/teacher-userlist-page"));
const FaceEnrolmentPage = lazy(() => import("../pages/system/face-enrolment-page"));
const BackupPage = lazy(() => import("../pages/system/backup/backup-page"));
const UserAdminPage = lazy(() => import("../pages/system/user/user-admin-page"));
const DictDataPage = lazy(() => import("../pages/system/dict/dict-data-page"));
const ConfigPage = lazy(() => import("../pages/system/config/config-page"));
const NotifyMessageAdminPage = lazy(() => import("../pages/system/notify-message/notify-message-admin-page"));
const NotifyTemplatePage = lazy(() => import("../pages/system/notify-template/notify-template-page"));
const PrivacyAuditPage = lazy(() => import("../pages/system/privacy-audit/privacy-audit-page"));
const RetentionPage = lazy(() => import("../pages/system/retention/retention-page"));
const BpmModelPage = lazy(() => import("../pages/bpm/bpm-model-page"));
const BpmModelDesignPage = lazy(() => import("../pages/bpm/bpm-model-design-page"));
const BpmFormPage = lazy(() => import("../pages/bpm/bpm-form-page"));
const BpmFormEditPage = lazy(() => import("../pages/bpm/bpm-form-edit-page"));
const BpmStartPage = lazy(() => import("../pages/bpm/bpm-start-page"));
const BpmMyProcessPage = lazy(() => import("../pages/bpm/bpm-my-process-page"));
const BpmTodoTaskPage = lazy(() => import("../pages/bpm/bpm-task-page").then((m) => ({ default: m.BpmTodoTaskPage })));
const BpmDoneTaskPage = lazy(() => import("../pages/bpm/bpm-task-page").then((m) => ({ default: m.BpmDoneTaskPage })));
const BpmInstanceDetailPage = lazy(() => import("../pages/bpm/bpm-instance-detail-page"));

/** Pages built so far, by area path; the other area routes show the not-built-yet page. */
const STUDENT_PAGES: Record<string, React.ComponentType> = {
  checkin: StudentCheckinPage,
  question: StudentQuestionPage,
  "question/list": StudentQuestionListPage,
  "question/info/preview": StudentQuestionPreviewPage,
  "survey/list": StudentSurveyListPage,
  "survey/info/:id": StudentSurveyPage,
  chat: StudentChatPage,
  topic: StudentCurrentAiTopicPage,
  "topic/:aiTopicId": StudentAiTopicPreviewPage,
  "topic/create/:aiTopicId": StudentAiTopicRespondPage,
  "assignment/list": lazyStudentAssignment("StudentAllAssignmentsPage"),
  "assignment/list/new": lazyStudentAssignment("StudentNewAssignmentsPage"),
  "assignment/info/:id": lazyStudentAssignment("StudentAssignmentPage"),
  "assignment/mutual/:reviewId": lazyStudentAssignment("StudentPeerReviewPage"),
  "assignment/mutual/:id/:userId": lazyStudentAssignment("RetiredPeerReviewPage"),
  "practice/list": lazyStudentPractice("StudentPracticeListPage"),
  "practice/info/:id": lazyStudentPractice("StudentPracticePage"),
  "practice/info/:id/preview": lazyStudentPractice("StudentPracticePreviewPage"),
  preview: StudentPreviewPage,
  "file/url": StudentFilePage,
};
const TEACHER_PAGES: Record<string, React.ComponentType> = {
  checkin: TeacherCheckinPage,
  question: TeacherQuestionPage,
  "question/list": TeacherQuestionListPage,
  "survey/list": TeacherSurveyListPage,
  "survey/info/:id": TeacherSurveyPage,
  topic: TeacherAiTopicPage,
  chat: TeacherChatPage,
  chatnew: TeacherChatNewPage,
  research: TeacherResearchPage,
  assignment: lazyTeacherAssignment("TeacherAssignmentHomePage"),
  "assignment/list": lazyTeacherAssignment("TeacherAssignmentListPage"),
  "assignment/create/:courseItemId": lazyTeacherAssignment("TeacherAssignmentCreatePage"),
  "assignment/detail/:id": lazyTeacherAssignment("TeacherAssignmentDetailPage"),
  "assignment/info/:id": lazyTeacherAssignment("TeacherAssignmentEditPage"),
  "assignment/info/:id/classroom": lazyTeacherAssignment("TeacherAssignmentSubmissionsPage"),
  "assignment/info/:id/classroom/detail": lazyTeacherAssignment("TeacherAssignmentGradesPage"),
  "assignment/info/:id/classroom/correct": lazyTeacherAssignment("TeacherAssignmentCorrectPage"),
  "assignment/user/:assignmentId/:id": lazyTeacherAssignment("TeacherAssignmentStudentPage"),
  "room/list": lazyTeacherRoom("TeacherRoomListPage"),
  "room/info/:id": lazyTeacherRoom("TeacherRoomPage"),
  "room/info/:id/practice/:practiceId": lazyTeacherRoom("TeacherRoomPracticePage"),
  userlist: TeacherUserlistPage,
  control: TeacherControlPage,
};

/** Pages of the server's menu entries, by path (the workflow menu, spec workflow-and-admin §2.1; 人脸数据, the face database; administration). */
const MENU_PAGES: Record<string, React.ComponentType> = {
  "/bpm/manager/model": BpmModelPage,
  "/bpm/manager/form": BpmFormPage,
  "/bpm/process-instance/create": BpmStartPage,
  "/bpm/process-instance/my": BpmMyProcessPage,
  "/bpm/task/todo": BpmTodoTaskPage,
  "/bpm/task/done": BpmDoneTaskPage,
  "/system/face": FaceEnrolmentPage,
  "/system/backup": BackupPage,
  "/system/user": UserAdminPage,
  "/system/dict": DictDataPage,
  "/system/config": ConfigPage,
  "/system/notify-message": NotifyMessageAdminPage,
  "/system/notify-template": NotifyTemplatePage,
  "/system/privacy-audit": PrivacyAuditPage,
  "/system/retention": RetentionPage,
};

/** Workflow pages opened from other pages (not menu entries): the designer, the form editor, a process's detail. */
const BPM_PAGES: Record<string, React.ComponentType> = {
  "/bpm/manager/model/design/:id": BpmModelDesignPage,
  "/bpm/manager/form/edit": BpmFormEditPage,
  "/bpm/manager/form/edit/:id": BpmFormEditPage,
  "/bpm/process-instance/detail": BpmInstanceDetailPage,
};

const STATIC_PREFIXES = ["/student", "/teacher", "/user/", "/index", "/redirect/"];

/** The signed-in pages below the guard; menu routes join once the user is loaded. */
function ShellRoutes() {
  const { menuRoutes } = useAuthSnapshot();
  const menuPages = menuRoutes.filter(
    (route) =>
      !STATIC_PREFIXES.some((prefix) => route.path === prefix || route.path.startsWith(prefix)) &&
      !(route.path in BPM_PAGES),
  );
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="/index" element={<IndexPage />} />
        <Route path="/redirect/*" element={<RedirectPage />} />
        <Route path="/user/profile" element={<ProfilePage />} />
        <Route path="/user/notify-message" element={<NotifyMessagePage />} />
        <Route path="/share/:code" element={<SharePage />} />
        <Route path="/student">
          <Route index element={<StudentHomePage />} />
          {STUDENT_ROUTES.map(({ path }) => {
            const Page = STUDENT_PAGES[path] ?? AreaPage;
            return <Route key={path} path={path} element={<Page />} />;
          })}
        </Route>
        <Route path="/teacher">
          <Route index element={<TeacherHomePage />} />
          <Route path="new" element={<TeacherDashboardPage />} />
          {TEACHER_ROUTES.map(({ path }) => {
            const Page = TEACHER_PAGES[path] ?? AreaPage;
            return <Route key={path} path={path} element={<Page />} />;
          })}
        </Route>
        {Object.entries(BPM_PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {menuPages.map((route) => {
          const Page = MENU_PAGES[route.path];
          return (
            <Route key={route.path} path={route.path} element={Page ? <Page /> : <AreaPage title={route.title} />} />
          );
        })}
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

export { ShellRoutes };
