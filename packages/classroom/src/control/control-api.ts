// The calls of classroom control, as two slices of the classroom API: the teacher's (the running
// session, its control mode and recording) and the student's (their running session, whose `mode`
// says what their pages show).
import type { ApiClient, Schema } from "@smartclass/api";

/** A class session (the contract's CourseItem; `mode` is its control mode). */
type ControlCourseItem = Schema<"CourseItem">;
/** The control mode: 0 自由, 1 讲授, 2 锁屏. */
type ControlMode = 0 | 1 | 2;

/** The control state of a running session as the teacher's panel shows it. */
interface ControlStatus {
  mode: ControlMode;
  /** Recording is on. */
  videoOn: boolean;
  /** When the open recorded part started (epoch ms), or `null` when not recording or unknown. */
  videoSince: number | null;
}

/** The teacher's classroom control calls. */
interface TeacherControlApi {
  /** The teacher's session in progress, or `null`. */
  currentCourseItem(): Promise<ControlCourseItem | null>;
  /** The session's control mode and recording (with when the open recorded part started). */
  controlStatus(courseItemId: number): Promise<ControlStatus>;
  /** Sets the running session's control mode; refused (当前没有进行中的课) without one. */
  setControlMode(mode: ControlMode): Promise<void>;
  /** Starts recording the running session. */
  startVideo(): Promise<void>;
  /** Stops recording the running session. */
  endVideo(): Promise<void>;
}

/** The student's classroom control call. */
interface StudentControlApi {
  /** The student's session in progress (its `mode`), or `null`. */
  studentCurrentCourseItem(): Promise<ControlCourseItem | null>;
}

/** The method names of TeacherControlApi (the provider checks them). */
const TEACHER_CONTROL_METHODS = [
  "currentCourseItem",
  "controlStatus",
  "setControlMode",
  "startVideo",
  "endVideo",
] as const satisfies readonly (keyof TeacherControlApi)[];
/** The method names of StudentControlApi (the provider checks them). */
const STUDENT_CONTROL_METHODS = ["studentCurrentCourseItem"] as const satisfies readonly (keyof StudentControlApi)[];

/** A number from the contract as a control mode (anything unknown is 自由). */
function asControlMode(mode: number | null | undefined): ControlMode {
  return mode === 1 || mode === 2 ? mode : 0;
}

/** When the open recorded part of a session started: its classroom record's last segment without an end. */
async function openSegmentStart(api: ApiClient, courseItemId: number): Promise<number | null> {
  const page = await api.get("/teach/classroom-record/page", {
    params: { query: { pageNo: 1, pageSize: 1, courseItemId } },
  });
  const first = page.list[0];
  if (!first) return null;
  const full = await api.get("/teach/classroom-record/get", { params: { query: { id: first.id } } });
  const open = (full.summary?.videoSegments ?? []).filter((segment) => segment.end === null).at(-1);
  return open ? open.start : null;
}

/** TeacherControlApi on the typed API client. */
function createTeacherControlApi(api: ApiClient): TeacherControlApi {
  return {
    currentCourseItem: () => api.get("/teach/course-item/current"),
    controlStatus: async (courseItemId) => {
      const status = await api.get("/teach/course-item/classroom/status", { params: { query: { courseItemId } } });
      const videoSince = status.videoOn ? await openSegmentStart(api, courseItemId) : null;
      return { mode: asControlMode(status.mode), videoOn: status.videoOn, videoSince };
    },
    setControlMode: async (mode) => {
      await api.get("/teach/control/mode", { params: { query: { mode } } });
    },
    startVideo: async () => {
      await api.get("/teach/control/video/start");
    },
    endVideo: async () => {
      await api.get("/teach/control/video/end");
    },
  };
}

/** StudentControlApi on the typed API client. */
function createStudentControlApi(api: ApiClient): StudentControlApi {
  return {
    studentCurrentCourseItem: () => api.get("/teach/course-item/student/current"),
  };
}

export {
  asControlMode,
  createStudentControlApi,
  createTeacherControlApi,
  STUDENT_CONTROL_METHODS,
  TEACHER_CONTROL_METHODS,
};
export type { ControlCourseItem, ControlMode, ControlStatus, StudentControlApi, TeacherControlApi };
