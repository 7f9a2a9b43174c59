// MSW handlers for the overview calls over the mock classroom: the teacher's and the student's to-dos
// (answered as stored, in no particular order, as a server may) and the student's statistics per
// course (`courseId` omitted: all courses). Also the fixtures.
import { http } from "msw";

import type { Schemas } from "./contract-types";
import type { MockClassroom } from "./mock-classroom";
import { BASE, numberParam, ok, refusal, seen } from "./mock-http";

type TodoItem = Schemas["TodoItem"];
type StudentStatistics = Schemas["StudentStatistics"];

/** The to-dos and statistics of the mock classroom. */
interface MockOverview {
  teacherTodos: TodoItem[];
  studentTodos: TodoItem[];
  /** The statistics by course id; key `0` holds those of all courses. */
  statistics: Record<number, StudentStatistics>;
}

/** A to-do (override any field). */
function todoItem(over: Partial<TodoItem> = {}): TodoItem {
  return { type: "assignment", id: 1, title: "函数的单调性 课后作业", courseItemId: 7, deadline: null, ...over };
}

/** A student's statistics: 7 of 8 sign-ins, some of each activity, an average of 86.5 (override any field). */
function studentStatistics(over: Partial<StudentStatistics> = {}): StudentStatistics {
  return {
    signInCount: 7,
    absentCount: 1,
    questionCount: 12,
    aiTopicCount: 3,
    surveyCount: 4,
    assignmentCount: 5,
    practiceCount: 6,
    averageScore: 86.5,
    ...over,
  };
}

/** No to-dos, and the statistics of `studentStatistics()` for all courses. */
function mockOverview(over: Partial<MockOverview> = {}): MockOverview {
  return { teacherTodos: [], studentTodos: [], statistics: { 0: studentStatistics() }, ...over };
}

/** The handlers of the overview calls. */
function overviewHandlers(state: MockClassroom) {
  return [
    http.get(`${BASE}/teach/course-item/teacher/handle`, async () => {
      const refused = await seen(state, "teacherHandle");
      return refused ?? ok(state.overview.teacherTodos);
    }),
    http.get(`${BASE}/teach/course-item/student/handle`, async () => {
      const refused = await seen(state, "studentHandle");
      return refused ?? ok(state.overview.studentTodos);
    }),
    http.get(`${BASE}/teach/course-item/stu/statistics`, async ({ request }) => {
      const courseId = numberParam(request, "courseId");
      const refused = await seen(state, "studentStatistics", courseId ? String(courseId) : "");
      if (refused) return refused;
      const stats = state.overview.statistics[courseId];
      return stats ? ok(stats) : refusal(`课程不存在：${courseId}`, 404);
    }),
  ];
}

export { mockOverview, overviewHandlers, studentStatistics, todoItem };
export type { MockOverview };
