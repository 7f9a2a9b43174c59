// The calls of the teacher's sign-in panel, as their own slice of the classroom API.
import type { ApiClient } from "@smartclass/api";

import type { CurrentClass } from "../check-in/check-in-api";

/** One student's check-in (the contract's SignInRecord, the fields read here). */
interface CheckInRecord {
  id: number;
  userId: number;
  nickname: string;
  /** Checked in by face. */
  face: boolean;
  /** 0 absent (not checked in yet), 1 checked in, 2 supplemented. */
  status: number;
  /** Epoch ms of the check-in. */
  createTime: number | null;
}

/** A sign-in activity (the contract's SignIn, the fields read here). */
interface SignInSession {
  id: number;
  courseItemId: number;
  face: boolean;
  /** Seconds. */
  duration: number;
  /** 0 not started, 1 running, 2 ended (the contract's ActivityStatus). */
  status: number;
  /** Epoch ms. */
  startTime: number;
  /** Planned or actual end, epoch ms. */
  endTime: number | null;
}

/** A sign-in with its check-ins so far. */
interface SignInSummary {
  signIn: SignInSession;
  /** Students in the session. */
  total: number;
  /** Students checked in. */
  signed: number;
  records: CheckInRecord[];
}

/** The calls of the sign-in panel. */
interface TeacherSignInApi {
  /** The teacher's class in progress, or `null`. */
  teacherCurrentClass(): Promise<CurrentClass | null>;
  /** The id of the sign-in running in the class, or `null` (so a reloaded panel picks it up again). */
  runningSignIn(courseItemId: number): Promise<number | null>;
  /** Starts a sign-in for the class; `duration` in seconds, `face` allows face check-in. */
  startSignIn(input: { courseItemId: number; duration: number; face: boolean }): Promise<SignInSession>;
  /** A sign-in with the check-ins so far. */
  signInSummary(signId: number): Promise<SignInSummary>;
  /** Extends a sign-in by `duration` seconds. */
  delaySignIn(input: { signId: number; duration: number }): Promise<SignInSession>;
  /** Ends a sign-in. */
  endSignIn(signId: number): Promise<void>;
}

/** The method names of TeacherSignInApi (the provider checks them). */
const TEACHER_SIGN_IN_METHODS = [
  "teacherCurrentClass",
  "runningSignIn",
  "startSignIn",
  "signInSummary",
  "delaySignIn",
  "endSignIn",
] as const satisfies readonly (keyof TeacherSignInApi)[];

/** TeacherSignInApi on the typed API client. */
function createTeacherSignInApi(api: ApiClient): TeacherSignInApi {
  return {
    teacherCurrentClass: () => api.get("/teach/course-item/current"),
    runningSignIn: async (courseItemId) => {
      const status = await api.get("/teach/course-item/classroom/status", { params: { query: { courseItemId } } });
      return status.activity?.type === "signIn" ? status.activity.id : null;
    },
    startSignIn: (body) => api.post("/teach/sign-in/start", { body }),
    signInSummary: (signId) => api.get("/teach/sign-in/record", { params: { query: { signId } } }),
    delaySignIn: ({ signId, duration }) => api.get("/teach/sign-in/delay", { params: { query: { signId, duration } } }),
    endSignIn: async (signId) => {
      await api.post("/teach/sign-in/end", { params: { query: { signId } } });
    },
  };
}

export { createTeacherSignInApi, TEACHER_SIGN_IN_METHODS };
export type { CheckInRecord, SignInSession, SignInSummary, TeacherSignInApi };
