// MSW handlers for the teacher's course calls over the mock classroom: my and recent courses, the two
// timetables, creating a course or a free channel (checked as the server checks them), starting a
// session (refused while another course's session runs, as the server does) and the .xlsx exports.
// Also the course fixtures the stories build on. The cover upload is the shared file upload
// (classroom-handlers' `upload`).
import { http, HttpResponse } from "msw";

import type { Schemas } from "./contract-types";
import type { MockClassroom } from "./mock-classroom";
import { BASE, numberParam, ok, refusal, seen } from "./mock-http";

type Course = Schemas["Course"];
type Entry = Schemas["ClassScheduleEntry"];

/** The teacher's courses, timetables and running session. */
interface MockCourses {
  my: Course[];
  recent: Course[];
  classSchedule: Entry[];
  freedomSchedule: Entry[];
  /** Bodies of the created courses, in order. */
  created: Schemas["CourseCreate"][];
  /** The teacher's running session, if any (starting another course is refused). */
  running: Schemas["CourseItem"] | null;
}

/** No courses and empty timetables. */
function mockCourses(over: Partial<MockCourses> = {}): MockCourses {
  return { my: [], recent: [], classSchedule: [], freedomSchedule: [], created: [], running: null, ...over };
}

/** A course of the teacher (override any field). */
function course(over: Partial<Course> = {}): Course {
  return {
    id: 3,
    name: "高一数学",
    description: "函数与导数",
    teacherId: 2,
    teacherName: "王老师",
    classroomName: "高一（3）班",
    studentCount: 42,
    status: 0,
    createTime: Date.UTC(2026, 8, 1),
    ...over,
  };
}

/** A timetable slot (override any field). */
function entry(over: Partial<Entry> = {}): Entry {
  return {
    courseId: 3,
    courseName: "高一数学",
    teacherName: "王老师",
    classroomName: "高一（3）班",
    weekday: 1,
    section: 1,
    startTime: "08:00",
    endTime: "08:45",
    ...over,
  };
}

/** A teacher's week: 高一数学 and 高一物理 of hers, 高一英语 of a colleague; the Monday slots are moved to
 * `today` (1–7) so that a story can start them whatever day it runs on. */
function week(today = 1): Entry[] {
  const slots = [
    entry({ weekday: 1, startTime: "10:00", endTime: "10:45", section: 3 }),
    entry({ weekday: 1 }),
    entry({ weekday: 3 }),
    entry({ courseId: 4, courseName: "高一物理", weekday: 1, startTime: "14:00", endTime: "14:45", section: 5 }),
    entry({ courseId: 4, courseName: "高一物理", weekday: 4, startTime: "10:00", endTime: "10:45", section: 3 }),
    entry({
      courseId: 9,
      courseName: "高一英语",
      teacherName: "李老师",
      weekday: 1,
      startTime: "09:00",
      endTime: "09:45",
    }),
    entry({ weekday: 5, startTime: "09:00", endTime: "09:45", section: 2 }),
  ];
  return slots.map((slot) => ({ ...slot, weekday: ((slot.weekday - 1 + today - 1) % 7) + 1 }));
}

const EXPORT_TYPES = ["signIn", "question", "assignment", "grade", "practice", "student"];

/** The handlers of the course calls. */
function courseHandlers(state: MockClassroom) {
  const c = () => state.course;
  return [
    http.get(`${BASE}/teach/course/my`, async () => (await seen(state, "myCourses")) ?? ok(c().my)),
    http.get(`${BASE}/teach/course/recent`, async () => (await seen(state, "recentCourses")) ?? ok(c().recent)),
    http.get(
      `${BASE}/teach/course/tenant/classSchedule`,
      async () => (await seen(state, "classSchedule")) ?? ok(c().classSchedule),
    ),
    http.get(
      `${BASE}/teach/course/my/freedomSchedule`,
      async () => (await seen(state, "freedomSchedule")) ?? ok(c().freedomSchedule),
    ),
    http.post(`${BASE}/teach/course/create`, async ({ request }) => {
      const body = (await request.json()) as Schemas["CourseCreate"];
      const refused = await seen(state, "createCourse", body.name);
      if (refused) return refused;
      if (body.name.trim() === "" || body.name.length > 100) return refusal("课程名称长度应为 1 到 100 个字", 400);
      const id = state.nextId++;
      c().created.push(body);
      c().my.push(
        course({
          id,
          name: body.name,
          description: body.description ?? "",
          classroomName: body.classroomName ?? "",
          studentCount: 0,
          createTime: Date.now(),
          ...(body.cover ? { cover: body.cover } : {}),
        }),
      );
      return ok(id);
    }),
    http.post(`${BASE}/teach/channels/freedom/create`, async ({ request }) => {
      const body = (await request.json()) as Schemas["FreedomChannelCreate"];
      const refused = await seen(state, "createFreedomChannel", body.name);
      if (refused) return refused;
      const courseId = body.courseId ?? state.nextId++;
      const now = new Date(Date.now() + 8 * 3_600_000);
      const hhmm = (d: Date) => d.toISOString().slice(11, 16);
      const weekday = now.getUTCDay() === 0 ? 7 : now.getUTCDay();
      if (body.courseId === undefined) c().my.push(course({ id: courseId, name: body.name, studentCount: 0 }));
      c().freedomSchedule.push(
        entry({
          courseId,
          courseName: body.name,
          weekday,
          startTime: hhmm(now),
          endTime: hhmm(new Date(now.getTime() + 2 * 3_600_000)),
        }),
      );
      return ok<Schemas["CourseItem"]>({
        id: state.nextId++,
        courseId,
        courseName: body.name,
        name: body.name,
        teacherId: 2,
        teacherName: "王老师",
        status: 0,
        startTime: null,
        endTime: null,
        freedom: true,
      });
    }),
    http.get(`${BASE}/teach/course-item/start`, async ({ request }) => {
      const courseId = numberParam(request, "courseId");
      const refused = await seen(state, "startCourse", String(courseId));
      if (refused) return refused;
      const found = c().my.find((x) => x.id === courseId);
      if (!found) return refusal(`课程不存在：${courseId}`, 1_003_000_000);
      const running = c().running;
      if (running && running.courseId !== courseId) {
        return refusal(`您有一节课正在进行中（${running.name}），请先下课`, 1_003_000_001);
      }
      c().running = running ?? {
        id: state.nextId++,
        courseId,
        courseName: found.name,
        name: found.name,
        teacherId: found.teacherId,
        teacherName: found.teacherName,
        status: 1,
        startTime: Date.now(),
        endTime: null,
      };
      return ok(c().running);
    }),
    http.get(`${BASE}/teach/course/export/:type`, async ({ request, params }) => {
      const type = String(params.type);
      const courseId = numberParam(request, "courseId");
      const refused = await seen(state, "exportCourse", `${courseId}:${type}`);
      if (refused) return refused;
      const found = c().my.find((x) => x.id === courseId) ?? c().recent.find((x) => x.id === courseId);
      if (!found || !EXPORT_TYPES.includes(type)) {
        return refusal(`课程不存在：${courseId}`, 1_003_000_000);
      }
      const name = encodeURIComponent(`${found.name}-${type}.xlsx`);
      return new HttpResponse(new Blob(["PK"]), {
        headers: {
          "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "Content-Disposition": `attachment; filename="export.xlsx"; filename*=UTF-8''${name}`,
        },
      });
    }),
  ];
}

export { course, courseHandlers, entry, mockCourses, week };
export type { MockCourses };
