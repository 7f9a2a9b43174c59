// MSW handlers for the classroom calls, typed by the contract, over one in-memory classroom that a
// story configures. Stories read and change `state` to script what the server answers, and send
// pushed events through the scenario's fake push.
import { delay, http, HttpResponse } from "msw";

import { assignmentHandlers } from "./assignment-handlers";
import type { Schemas } from "./contract-types";
import { fakePush } from "./fake-push";
import { type MockClassroom, mockClassroom, record } from "./mock-classroom";
import { BASE, ok, refusal } from "./mock-http";
import { practiceHandlers } from "./practice-handlers";
import { courseHandlers } from "./course-handlers";
import { controlHandlers, shareLinkHandlers } from "./control-handlers";
import { overviewHandlers } from "./overview-handlers";
import { dashboardHandlers } from "./dashboard-handlers";
import { pickHandlers, questionHandlers } from "./question-handlers";
import { recordHandlers } from "./record-handlers";
import { surveyHandlers } from "./survey-handlers";

/** The handlers answering every classroom call from `state`. */
function classroomHandlers(state: MockClassroom) {
  return [
    ...signInHandlers(state),
    ...questionHandlers(state),
    ...pickHandlers(state),
    ...surveyHandlers(state),
    ...assignmentHandlers(state),
    ...practiceHandlers(state),
    ...recordHandlers(state),
    ...courseHandlers(state),
    ...controlHandlers(state),
    ...shareLinkHandlers(state),
    ...overviewHandlers(state),
    ...dashboardHandlers(state),
  ];
}

/** The handlers of the check-in and sign-in calls. */
function signInHandlers(state: MockClassroom) {
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
      // Like the server after the sign-in's end: 签到已结束 with its code.
      const refused = state.refuse.checkIn;
      if (refused) return refusal(refused, 1_003_001_003);
      return ok(state.checkInResult);
    }),
    http.get(`${BASE}/teach/course-item/stu/signIn/supplement`, async ({ request }) => {
      const path = new URL(request.url).searchParams.get("path");
      await seen(path ? `supplement:${path}` : "supplement");
      return ok(state.checkInResult);
    }),
    http.get(`${BASE}/teach/course-item/classroom/status`, async ({ request }) => {
      await seen("status");
      const courseItemId = Number(new URL(request.url).searchParams.get("courseItemId"));
      const running = state.signIn && state.signIn.status === 1 ? state.signIn : null;
      return ok<Schemas["ClassroomStatus"]>({
        courseItemId,
        status: 1,
        mode: state.control.mode,
        videoOn: state.control.videoOn,
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

/** A scripted classroom for one story: its state, its push channel, and the story fields that serve
 * them and reset the state before every render (Storybook re-renders a story when it is revisited).
 * `over` may be a function, for states built from fresh values (e.g. times relative to now). */
function scenario(over: Partial<MockClassroom> | (() => Partial<MockClassroom>) = {}) {
  const initial = () => mockClassroom(typeof over === "function" ? over() : over);
  const state = initial();
  const push = fakePush();
  return {
    state,
    push,
    story: {
      parameters: { msw: { handlers: classroomHandlers(state) }, push },
      beforeEach: () => {
        Object.assign(state, initial());
      },
    },
  };
}

export { record, scenario };
