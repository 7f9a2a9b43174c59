// The English titles of the seeded menus, keyed by the menu's route name (MENU_SEED in seed.ts).
// GET /teach/auth/get-permission-info answers them when the request's first Accept-Language tag is
// English; a test checks that every seeded menu has one.

/** English menu titles by route name. */
export const MENU_TITLES_EN: Record<string, string> = {
  Home: "Home",
  StudentArea: "Student",
  StudentCheckin: "Check-in",
  StudentQuestion: "Question",
  StudentTopic: "AI topic",
  StudentSurveyList: "Survey",
  StudentAssignmentList: "Assignment",
  StudentPracticeList: "Practice",
  StudentQuestionList: "My questions",
  StudentChat: "AI assistant",
  TeacherArea: "Teacher",
  TeacherDashboard: "Class dashboard",
  TeacherCheckin: "Check-in",
  TeacherQuestion: "Question",
  TeacherTopic: "AI topic",
  TeacherSurveyList: "Survey",
  TeacherAssignmentList: "Assignment",
  TeacherRoomList: "Class records",
  TeacherUserList: "Students",
  TeacherControl: "Class control",
  TeacherChat: "AI assistant",
  System: "System",
  SystemUser: "Users",
  SystemDictData: "Dictionary",
  InfraConfig: "Settings",
  SystemNotifyMessage: "Messages",
  SystemNotifyTemplate: "Message templates",
  SystemPrivacyAudit: "Audit trail",
  SystemRetention: "Data retention",
  SystemFace: "Face data",
  SystemBackup: "Backups",
  Bpm: "Workflow",
  BpmModel: "Process models",
  BpmForm: "Process forms",
  BpmProcessInstanceCreate: "Start a process",
  BpmProcessInstanceMy: "My processes",
  BpmTodoTask: "To-do tasks",
  BpmDoneTask: "Done tasks",
  BpmProcessInstanceDetail: "Process details",
};

export { prefersEnglish } from "./lib/request-language.js";

/** A menu's title in the language asked for (Chinese, as stored, unless English and the table has it). */
export function menuTitle(name: string, title: string, english: boolean): string {
  return (english && MENU_TITLES_EN[name]) || title;
}
