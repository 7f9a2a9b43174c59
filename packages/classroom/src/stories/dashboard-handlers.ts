// MSW handlers for the class dashboard's and the session roster's calls over the mock classroom: the
// teacher's sessions of today (a session the course handlers started reads 进行中, one ended here
// 已结束), 下课 of the running session, and the session's students. Starting a session is the course
// handlers' start/courseItem (refused while another session runs), so a story lists today's sessions in
// the timetable too (`todayOf`). Also the fixtures.
import { http } from "msw";

import { dateOf } from "../course/schedule-grid";
import { course, entry } from "./course-handlers";
import type { Schemas } from "./contract-types";
import type { MockClassroom } from "./mock-classroom";
import { BASE, numberParam, ok, refusal, seen } from "./mock-http";

type CourseItem = Schemas["CourseItem"];

/** The teacher's sessions of today. */
interface MockDashboard {
  today: CourseItem[];
}

/** No sessions today. */
function mockDashboard(over: Partial<MockDashboard> = {}): MockDashboard {
  return { today: [], ...over };
}

/** A session of today of 高一数学, not started (override any field). */
function todaySession(over: Partial<CourseItem> = {}): CourseItem {
  return {
    id: 201,
    courseId: 3,
    courseName: "高一数学",
    name: "函数的单调性",
    teacherId: 2,
    teacherName: "王老师",
    status: 0,
    startTime: null,
    endTime: null,
    ...over,
  };
}

/** The course and timetable state in which today's `sessions` can be started (each a slot of today of
 * one of the teacher's courses). */
function todayOf(sessions: CourseItem[]): Pick<MockClassroom, "course"> & { dashboard: MockDashboard } {
  const today = dateOf(Date.now());
  const courses = [...new Map(sessions.map((s) => [s.courseId, course({ id: s.courseId, name: s.courseName })]))];
  return {
    dashboard: mockDashboard({ today: sessions }),
    course: {
      my: courses.map(([, c]) => c),
      recent: [],
      classSchedule: sessions.map((s) =>
        entry({ courseItemId: s.id, courseId: s.courseId, courseName: s.courseName, date: today, status: s.status }),
      ),
      freedomSchedule: [],
      created: [],
      running: sessions.find((s) => s.status === 1) ?? null,
    },
  };
}

/** The handlers of the dashboard and roster calls. */
function dashboardHandlers(state: MockClassroom) {
  return [
    http.get(`${BASE}/teach/course-item/teacher/today`, async () => {
      const refused = await seen(state, "teacherToday");
      if (refused) return refused;
      const running = state.course.running?.id;
      return ok(state.dashboard.today.map((s) => (s.id === running && s.status === 0 ? { ...s, status: 1 } : s)));
    }),
    http.get(`${BASE}/teach/course-item/end`, async ({ request }) => {
      const courseItemId = numberParam(request, "courseItemId");
      const refused = await seen(state, "endCourseItem", String(courseItemId));
      if (refused) return refused;
      if (state.course.running?.id !== courseItemId) return refusal("这节课已经结束", 1_003_000_002);
      state.course.running = null;
      state.dashboard.today = state.dashboard.today.map((s) =>
        s.id === courseItemId ? { ...s, status: 2, endTime: Date.now() } : s,
      );
      return ok(true);
    }),
    http.get(`${BASE}/teach/course-item/students`, async ({ request }) => {
      const courseItemId = numberParam(request, "courseItemId");
      const refused = await seen(state, "courseItemStudents", String(courseItemId));
      return refused ?? ok(state.students);
    }),
  ];
}

export { dashboardHandlers, mockDashboard, todayOf, todaySession };
export type { MockDashboard };
