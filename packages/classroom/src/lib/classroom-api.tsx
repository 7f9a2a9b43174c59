// The calls the classroom widgets make, as one small interface. The widgets never reach the network
// themselves: the console passes an implementation built on @smartclass/api's client
// (`createClassroomApi`), and another school product can pass its own.
import { createContext, use } from "react";
import type * as React from "react";

/** A class session the student or teacher is in (the contract's CourseItem, the fields read here). */
interface CurrentClass {
  id: number;
  courseName: string;
  name: string;
}

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

/** Every call the classroom widgets make. */
interface ClassroomApi {
  /** Whether the student has a registered face (the face-registered query answers 1 for yes). */
  faceExists(): Promise<boolean>;
  /** The student's class in progress, or `null`. */
  studentCurrentClass(): Promise<CurrentClass | null>;
  /** The sign-in the student still has to answer in that class, or `null`. */
  studentTodoSignIn(courseItemId: number): Promise<number | null>;
  /** Uploads a photo and answers the stored image path. */
  uploadImage(image: Blob): Promise<string>;
  /** Checks in to a sign-in, with an optional face image path; answers the server's result (1 = success). */
  checkIn(input: { signId: number; path?: string }): Promise<unknown>;
  /** Checks in without a sign-in session, with an optional image path; answers the server's result. */
  supplementCheckIn(input: { path?: string }): Promise<unknown>;
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

const ClassroomApiContext = createContext<ClassroomApi | null>(null);

/** Provides the classroom calls to every widget below it. */
function ClassroomApiProvider({ api, children }: { api: ClassroomApi; children: React.ReactNode }) {
  return <ClassroomApiContext value={api}>{children}</ClassroomApiContext>;
}

/** The classroom calls of the nearest provider; throws when there is none. */
function useClassroomApi(): ClassroomApi {
  const api = use(ClassroomApiContext);
  if (!api) throw new Error("Wrap the classroom widgets in <ClassroomApiProvider api={…}>.");
  return api;
}

export { ClassroomApiProvider, useClassroomApi };
export type { CheckInRecord, ClassroomApi, CurrentClass, SignInSession, SignInSummary };
