// MSW handlers for the teacher's course calls over the mock classroom: my and recent courses, the two
// timetables one week at a time (the asked weekStart's Monday to Sunday, in Shanghai: the stories' school zone), creating a course or a
// free lesson (checked as the server checks them, planned times included), starting a session of a
// course or a given session (refused while another session runs, as the server does) and the .xlsx
// exports. Also the course fixtures the stories build on. The cover upload is the shared file upload
// (classroom-handlers' `upload`).
import { http, HttpResponse } from "msw";

import { addDays, dateOf, mondayOf, weekdayOf } from "../course/schedule-grid";

import type { Schemas } from "./contract-types";
import type { MockClassroom } from "./mock-classroom";
import { BASE, numberParam, ok, refusal, seen } from "./mock-http";

type Course = Schemas["Course"];
type Entry = Schemas["ClassScheduleEntry"];

/** The teacher's courses, timetables and running session. */
interface MockCourses {
  my: Course[];
  recent: Course[];
  /** Every week's school timetable slots; a call answers the asked week's. */
  classSchedule: Entry[];
  /** Every week's free lessons of the teacher. */
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

let nextSession = 100;

/** A timetable slot, a planned session of Monday 2026-11-23 unless `date` says otherwise (override any
 * field; the weekday follows the date). */
function entry(over: Partial<Entry> = {}): Entry {
  const date = over.date ?? "2026-11-23";
  return {
    courseItemId: nextSession++,
    courseId: 3,
    courseName: "高一数学",
    teacherName: "王老师",
    classroomName: "高一（3）班",
    section: 1,
    startTime: "08:00",
    endTime: "08:45",
    status: 0,
    ...over,
    date,
    weekday: weekdayOf(Date.parse(`${date}T12:00:00+08:00`)),
  };
}

/** This week's Monday (in Shanghai), the week the timetable shows first. */
const thisMonday = () => mondayOf(dateOf(Date.now()));

/** A teacher's week starting on `monday`: 高一数学 and 高一物理 of hers, 高一英语 of a colleague; the Monday
 * slots are moved to `today` (1–7) so that a story can start them whatever day it runs on. */
function week(today = 1, monday = "2026-11-23"): Entry[] {
  const slots: [number, Partial<Entry>][] = [
    [1, { startTime: "10:00", endTime: "10:45", section: 3 }],
    [1, {}],
    [3, {}],
    [1, { courseId: 4, courseName: "高一物理", startTime: "14:00", endTime: "14:45", section: 5 }],
    [4, { courseId: 4, courseName: "高一物理", startTime: "10:00", endTime: "10:45", section: 3 }],
    [1, { courseId: 9, courseName: "高一英语", teacherName: "李老师", startTime: "09:00", endTime: "09:45" }],
    [5, { startTime: "09:00", endTime: "09:45", section: 2 }],
  ];
  return slots.map(([weekday, over]) =>
    entry({ ...over, date: addDays(monday, ((weekday - 1 + today - 1) % 7) + 1 - 1) }),
  );
}

/** The slots of the week holding `weekStart` (this week's when it is missing), or a 400 as the server answers. */
function weekOf(entries: Entry[], request: Request): Entry[] | Response {
  const weekStart = new URL(request.url).searchParams.get("weekStart");
  if (weekStart !== null && !/^\d{4}-\d{2}-\d{2}$/.test(weekStart)) {
    return HttpResponse.json({
      code: 400,
      data: null,
      msg: "请求参数不正确：query.weekStart 应为 YYYY-MM-DD 格式的日期",
    });
  }
  const monday = mondayOf(weekStart ?? dateOf(Date.now()));
  return entries
    .filter((slot) => mondayOf(slot.date) === monday)
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
}

/** Answers a timetable call: the asked week's slots. */
const weekAnswer = (slots: Entry[] | Response) => (slots instanceof Response ? slots : ok(slots));

const EXPORT_TYPES = ["signIn", "question", "assignment", "grade", "practice", "student"];

/** The handlers of the course calls. */
function courseHandlers(state: MockClassroom) {
  const c = () => state.course;
  return [
    http.get(`${BASE}/teach/course/my`, async () => (await seen(state, "myCourses")) ?? ok(c().my)),
    http.get(`${BASE}/teach/course/recent`, async () => (await seen(state, "recentCourses")) ?? ok(c().recent)),
    http.get(
      `${BASE}/teach/course/tenant/classSchedule`,
      async ({ request }) =>
        (await seen(state, "classSchedule", new URL(request.url).searchParams.get("weekStart") ?? "")) ??
        weekAnswer(weekOf(c().classSchedule, request)),
    ),
    http.get(
      `${BASE}/teach/course/my/freedomSchedule`,
      async ({ request }) =>
        (await seen(state, "freedomSchedule", new URL(request.url).searchParams.get("weekStart") ?? "")) ??
        weekAnswer(weekOf(c().freedomSchedule, request)),
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
      const start = body.start ?? Date.now();
      const end = body.end ?? start + 2 * 3_600_000;
      if ((body.start === undefined) !== (body.end === undefined) || end <= start) {
        return HttpResponse.json({ code: 400, data: null, msg: "请求参数不正确：body.end 须晚于开始时间" });
      }
      if (end - start > 12 * 3_600_000 || dateOf(start) !== dateOf(end)) {
        return HttpResponse.json({ code: 400, data: null, msg: "请求参数不正确：body.end 一节课最长 12 小时" });
      }
      const owned = body.courseId === undefined ? undefined : c().my.find((x) => x.id === body.courseId);
      if (body.courseId !== undefined && !owned) {
        return HttpResponse.json({ code: 404, data: null, msg: `课程不存在：${body.courseId}` });
      }
      const courseId = body.courseId ?? state.nextId++;
      const hhmm = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(11, 16);
      if (body.courseId === undefined) c().my.push(course({ id: courseId, name: body.name, studentCount: 0 }));
      const id = state.nextId++;
      c().freedomSchedule.push(
        entry({
          courseItemId: id,
          courseId,
          courseName: owned?.name ?? body.name,
          date: dateOf(start),
          startTime: hhmm(start),
          endTime: hhmm(end),
        }),
      );
      return ok<Schemas["CourseItem"]>({
        id,
        courseId,
        courseName: owned?.name ?? body.name,
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
    http.get(`${BASE}/teach/course-item/start/courseItem`, async ({ request }) => {
      const courseItemId = numberParam(request, "courseItemId");
      const refused = await seen(state, "startCourseItem", String(courseItemId));
      if (refused) return refused;
      const slot = [...c().classSchedule, ...c().freedomSchedule].find((x) => x.courseItemId === courseItemId);
      const found = slot && c().my.find((x) => x.id === slot.courseId);
      if (!slot || !found) return HttpResponse.json({ code: 404, data: null, msg: `课堂不存在：${courseItemId}` });
      if (slot.status === 2) return refusal("这节课已经结束", 1_003_000_002);
      const running = c().running;
      if (running && running.id !== courseItemId) {
        return refusal(`您有一节课正在进行中（${running.name}），请先下课`, 1_003_000_001);
      }
      slot.status = 1;
      c().running = running ?? {
        id: courseItemId,
        courseId: found.id,
        courseName: found.name,
        name: `${found.name} ${slot.date}`,
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

export { course, courseHandlers, entry, mockCourses, thisMonday, week };
export type { MockCourses };
