// The in-memory classroom the story handlers answer from, typed by the contract. One state holds the
// sign-in, the questions, the random pick's round and the surveys, so a play function scripts them all.
import type { Schemas } from "./contract-types";
import { type MockAssignments, mockAssignments } from "./mock-assignment";
import { type MockPractices, mockPractices } from "./practice-handlers";
import { type MockRecords, mockRecords } from "./record-handlers";
import { type MockCourses, mockCourses } from "./course-handlers";
import { type MockOverview, mockOverview } from "./overview-handlers";
import { type MockDashboard, mockDashboard } from "./dashboard-handlers";
import { type MockControl, mockControl, type MockShareLinks, mockShareLinks } from "./control-handlers";

type Student = Schemas["ClassStudent"];
type SurveyAnswers = Schemas["SurveyAnswerCreate"]["answers"];

/** The mock classroom a story scripts. */
interface MockClassroom {
  studentClass: Schemas["CourseItem"] | null;
  teacherClass: Schemas["CourseItem"] | null;
  faceRegistered: boolean;
  todoSignInId: number | null;
  /** The check-in call's answer (1 success, 0 failure). */
  checkInResult: Schemas["CheckInResult"];
  /** Milliseconds each answer takes. */
  latency: number;
  signIn: Schemas["SignIn"] | null;
  records: Schemas["SignInRecord"][];
  total: number;
  /** The session's students (questions, random pick, call-out). */
  students: Student[];
  /** The student whose view the student calls answer. */
  me: Student;
  /** Questions as the teacher sees them (right answers included). */
  questions: Schemas["AskQuestion"][];
  answers: Schemas["QuestionAnswer"][];
  /** The random pick's round. */
  round: { round: number; picked: Student[] };
  /** Surveys, saved (status 0) and run. */
  surveys: Schemas["ItemSurvey"][];
  surveyAnswers: { itemSurveyId: number; userId: number; answers: SurveyAnswers }[];
  /** Assignments, submissions, peer reviews and big-screen casts (see mock-assignment). */
  assignment: MockAssignments;
  /** Classroom practices and the students' answers (see practice-handlers). */
  practice: MockPractices;
  /** Classroom records with their summaries (see record-handlers). */
  classroomRecords: MockRecords;
  /** The teacher's courses, timetables and running session (see course-handlers). */
  course: MockCourses;
  /** The running session's control mode and recording (see control-handlers). */
  control: MockControl;
  /** Share links and who opens them (see control-handlers). */
  shareLinks: MockShareLinks;
  /** The teacher's and the student's to-dos and the student's statistics (see overview-handlers). */
  overview: MockOverview;
  /** The teacher's sessions of today (see dashboard-handlers). */
  dashboard: MockDashboard;
  /** Calls to refuse with a message (by call name, e.g. `answerQuestion`), until the story clears them. */
  refuse: Record<string, string>;
  /** Calls seen, for play functions to assert on. */
  calls: string[];
  nextId: number;
}

/** A class session in progress. */
function courseItem(over: Partial<Schemas["CourseItem"]> = {}): Schemas["CourseItem"] {
  return {
    id: 7,
    courseId: 3,
    courseName: "高一数学",
    name: "函数的单调性",
    teacherId: 2,
    teacherName: "王老师",
    status: 1,
    startTime: Date.UTC(2026, 10, 23, 1, 0),
    endTime: null,
    ...over,
  };
}

const NAMES = ["陈静", "李明", "王芳", "张伟", "刘洋", "赵敏", "孙磊", "周婷"];

/** The n-th student of the mock roster (1-based). */
function student(n: number): Student {
  return { userId: 100 + n, nickname: NAMES[n - 1] ?? `学生${n}`, studentNo: `2026${String(n).padStart(3, "0")}` };
}

/** The first `count` students of the roster. */
function roster(count = 6): Student[] {
  return Array.from({ length: count }, (_, i) => student(i + 1));
}

/** A running single-choice question (override any field). */
function question(over: Partial<Schemas["AskQuestion"]> = {}): Schemas["AskQuestion"] {
  return {
    id: 21,
    courseItemId: 7,
    title: "单调递增的函数",
    content: "下列函数中，在 (0, +∞) 上单调递增的是？",
    type: 1,
    options: [
      { key: "A", text: "y = -x" },
      { key: "B", text: "y = x²" },
      { key: "C", text: "y = 1/x" },
      { key: "D", text: "y = -x²" },
    ],
    answer: ["B"],
    mode: 0,
    userIds: [],
    total: 6,
    answerCount: 0,
    status: 1,
    startTime: Date.now() - 30_000,
    endTime: null,
    duration: null,
    ...over,
  };
}

/** Whether chosen keys match the right ones; null for short answer or without a right answer. */
function isCorrect(q: Schemas["AskQuestion"], choices: string[]): boolean | null {
  if (q.type === 4 || q.answer.length === 0) return null;
  return [...choices].sort().join() === [...q.answer].sort().join();
}

/** A student's answer to a question. */
function answerOf(
  q: Schemas["AskQuestion"],
  who: Student,
  input: { choices?: string[]; content?: string },
  id = 500 + who.userId,
): Schemas["QuestionAnswer"] {
  const choices = input.choices ?? [];
  return {
    id,
    questionId: q.id,
    userId: who.userId,
    nickname: who.nickname,
    choices,
    content: input.content ?? "",
    correct: isCorrect(q, choices),
    score: null,
    images: [],
    createTime: Date.now(),
  };
}

/** A survey run in the session (override any field). */
function survey(over: Partial<Schemas["ItemSurvey"]> = {}): Schemas["ItemSurvey"] {
  return {
    id: 31,
    courseItemId: 7,
    courseName: "高一数学",
    title: "课堂反馈",
    anonymous: false,
    answerCount: 0,
    status: 1,
    startTime: Date.now() - 60_000,
    endTime: null,
    questions: [
      { id: 1, sort: 1, type: 1, title: "本节课的难度", options: ["偏易", "适中", "偏难"] },
      { id: 2, sort: 2, type: 2, title: "哪些环节对你有帮助", options: ["例题讲解", "小组讨论", "课堂练习"] },
      { id: 3, sort: 3, type: 4, title: "给本节课打分", options: [] },
      { id: 4, sort: 4, type: 3, title: "还有什么建议", options: [] },
    ],
    ...over,
  };
}

/** A fresh mock classroom: a class in progress, face registered, one open sign-in, six students. */
function mockClassroom(over: Partial<MockClassroom> = {}): MockClassroom {
  return {
    studentClass: courseItem(),
    teacherClass: courseItem(),
    faceRegistered: true,
    todoSignInId: 11,
    checkInResult: 1,
    latency: 50,
    signIn: null,
    records: [],
    total: 40,
    students: roster(),
    me: student(1),
    questions: [],
    answers: [],
    round: { round: 1, picked: [] },
    surveys: [],
    surveyAnswers: [],
    assignment: mockAssignments(),
    practice: mockPractices(),
    control: mockControl(),
    shareLinks: mockShareLinks(),
    classroomRecords: mockRecords(),
    course: mockCourses(),
    overview: mockOverview(),
    dashboard: mockDashboard(),
    refuse: {},
    calls: [],
    nextId: 1000,
    ...over,
  };
}

/** A student's check-in record. */
function record(id: number, nickname: string, face = false, status: 0 | 1 | 2 = 1): Schemas["SignInRecord"] {
  const createTime = status === 0 ? null : Date.UTC(2026, 10, 23, 1, id);
  return { id, signId: 11, userId: 100 + id, nickname, face, status, createTime };
}

export { answerOf, courseItem, mockClassroom, question, record, roster, student, survey };
export type { MockClassroom };
