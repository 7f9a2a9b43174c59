// MSW handlers for the classroom calls, typed by the contract, over one in-memory classroom that a
// story configures. Stories read and change `state` to script what the server answers.
import { delay, http, HttpResponse } from "msw";

import type { Envelope, Schemas } from "./contract-types";

const BASE = "/admin-api";

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
  /** Calls seen, for play functions to assert on. */
  calls: string[];
}

const ok = <T>(data: T) => HttpResponse.json<Envelope<T>>({ code: 0, data, msg: "" });

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

/** A fresh mock classroom: a class in progress, face registered, one open sign-in. */
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
    calls: [],
    ...over,
  };
}

/** A student's check-in record. */
function record(id: number, nickname: string, face = false, status: 0 | 1 | 2 = 1): Schemas["SignInRecord"] {
  const createTime = status === 0 ? null : Date.UTC(2026, 10, 23, 1, id);
  return { id, signId: 11, userId: 100 + id, nickname, face, status, createTime };
}

/** The handlers answering every classroom call from `state`. */
function classroomHandlers(state: MockClassroom) {
  const seen = async (name: string) => {
    state.calls.push(name);
    await delay(state.latency);
  };
  return [
    http.get(`${BASE}/teach/course-item/student/current`, async () => {
      await seen("studentCurrent");
      return ok(state.studentClass);
    }),
    http.get(`${BASE}/teach/course-item/current`, async () => {
      await seen("teacherCurrent");
      return ok(state.teacherClass);
    }),
    http.get(`${BASE}/teach/sign-in/face/exist`, async () => {
      await seen("faceExists");
      return ok<0 | 1>(state.faceRegistered ? 1 : 0);
    }),
    http.get(`${BASE}/teach/course-item/stu/todo`, async ({ request }) => {
      await seen("todo");
      const courseItemId = Number(new URL(request.url).searchParams.get("courseItemId"));
      return ok<Schemas["StudentTodo"]>({ courseItemId, signInId: state.todoSignInId, signed: false });
    }),
    http.post(`${BASE}/teach/file/s3/ali/api`, async () => {
      await seen("upload");
      return ok<Schemas["FileUploadResult"]>({
        url: "/files/face/1.jpg",
        path: "face/1.jpg",
        name: "face.jpg",
        size: 1024,
        type: "image/jpeg",
      });
    }),
    http.post(`${BASE}/teach/sign-in/record`, async ({ request }) => {
      const path = new URL(request.url).searchParams.get("path");
      await seen(path ? `checkIn:${path}` : "checkIn");
      return ok(state.checkInResult);
    }),
    http.get(`${BASE}/teach/course-item/stu/signIn/supplement`, async () => {
      await seen("supplement");
      return ok(state.checkInResult);
    }),
    http.get(`${BASE}/teach/course-item/classroom/status`, async ({ request }) => {
      await seen("status");
      const courseItemId = Number(new URL(request.url).searchParams.get("courseItemId"));
      const running = state.signIn && state.signIn.status === 1 ? state.signIn : null;
      return ok<Schemas["ClassroomStatus"]>({
        courseItemId,
        status: 1,
        mode: 0,
        videoOn: false,
        activity: running ? { type: "signIn", id: running.id } : null,
        studentCount: state.total,
        signedCount: state.records.filter((r) => r.status !== 0).length,
      });
    }),
    http.post(`${BASE}/teach/sign-in/start`, async ({ request }) => {
      const body = (await request.json()) as Schemas["SignInStart"];
      await seen(`start:${body.duration}:${body.face ? "face" : "plain"}`);
      const now = Date.now();
      state.signIn = {
        id: 11,
        courseItemId: body.courseItemId,
        face: body.face ?? false,
        duration: body.duration,
        status: 1,
        startTime: now,
        endTime: now + body.duration * 1000,
      };
      return ok(state.signIn);
    }),
    http.get(`${BASE}/teach/sign-in/record`, async () => {
      await seen("summary");
      if (!state.signIn) return HttpResponse.json({ code: 404, data: null, msg: "签到不存在" });
      return ok<Schemas["SignInSummary"]>({
        signIn: state.signIn,
        total: state.total,
        signed: state.records.filter((r) => r.status !== 0).length,
        records: state.records,
      });
    }),
    http.get(`${BASE}/teach/sign-in/delay`, async ({ request }) => {
      const duration = Number(new URL(request.url).searchParams.get("duration"));
      await seen(`delay:${duration}`);
      if (state.signIn) {
        state.signIn = { ...state.signIn, endTime: (state.signIn.endTime ?? Date.now()) + duration * 1000 };
      }
      return ok(state.signIn);
    }),
    http.post(`${BASE}/teach/sign-in/end`, async () => {
      await seen("end");
      if (state.signIn) state.signIn = { ...state.signIn, status: 2, endTime: Date.now() };
      return ok(true);
    }),
  ];
}

/** A scripted classroom for one story: its state, and the story fields that serve it and reset it
 * before every render (Storybook re-renders a story when it is revisited). */
function scenario(over: Partial<MockClassroom> = {}) {
  const state = mockClassroom(over);
  return {
    state,
    story: {
      parameters: { msw: { handlers: classroomHandlers(state) } },
      beforeEach: () => {
        Object.assign(state, mockClassroom(over));
      },
    },
  };
}

export { classroomHandlers, courseItem, mockClassroom, record, scenario };
export type { MockClassroom };
