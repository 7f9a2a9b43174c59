// The calls of classroom practice, as two slices of the classroom API: the teacher's (build and
// publish inside a classroom record, list, statistics, a student's answers, delete) and the student's
// (read, answer once, their answers, their list and what of it is still to do).
import type { ApiClient, Schema } from "@smartclass/api";

/** A classroom practice with its questions (the contract's ClassroomPractice). */
type ClassroomPractice = Schema<"ClassroomPractice">;
/** A practice question (the contract's PracticeQuestion). */
type PracticeQuestion = Schema<"PracticeQuestion">;
/** Building a practice (the contract's PracticeCreate). */
type PracticeCreate = Schema<"PracticeCreate">;
/** A student's answers as sent (the contract's PracticeSubmit). */
type PracticeSubmit = Schema<"PracticeSubmit">;
/** A student's answers and results (the contract's PracticeRecord). */
type PracticeRecord = Schema<"PracticeRecord">;
/** Practice statistics (the contract's PracticeStatistics). */
type PracticeStatistics = Schema<"PracticeStatistics">;

/** The teacher's practice calls. */
interface TeacherPracticeApi {
  /** Creates a practice in a classroom record (pushed to students at once with `publish`); its id. */
  createPractice(input: PracticeCreate): Promise<number>;
  /** A practice with its questions and right answers. */
  practiceDetail(id: number): Promise<ClassroomPractice>;
  /** The practices of a classroom record, with right answers. */
  recordPractices(classroomRecordId: number): Promise<ClassroomPractice[]>;
  /** A practice's statistics: per question and per student. */
  practiceStatistics(id: number): Promise<PracticeStatistics>;
  /** One student's answers and results. */
  studentPracticeRecord(id: number, userId: number): Promise<PracticeRecord>;
  /** Deletes a practice with its answers. */
  deletePractice(id: number): Promise<void>;
}

/** The student's practice calls. */
interface StudentPracticeApi {
  /** A practice with its questions; right answers only once it has ended. */
  practice(id: number): Promise<ClassroomPractice>;
  /** Answers a practice once; refused with the server's message after the end or a second time. */
  submitPractice(id: number, input: PracticeSubmit): Promise<void>;
  /** The caller's answers; right/wrong and scores only once the practice has ended. */
  myPracticeRecord(id: number): Promise<PracticeRecord>;
  /** The student's practices, each with `done`. */
  studentPractices(courseId?: number): Promise<ClassroomPractice[]>;
  /** The practices of all the student's courses still waiting for their answers, as the server counts them. */
  practiceTodo(): Promise<ClassroomPractice[]>;
}

/** The method names of TeacherPracticeApi (the provider checks them). */
const TEACHER_PRACTICE_METHODS = [
  "createPractice",
  "practiceDetail",
  "recordPractices",
  "practiceStatistics",
  "studentPracticeRecord",
  "deletePractice",
] as const satisfies readonly (keyof TeacherPracticeApi)[];
/** The method names of StudentPracticeApi (the provider checks them). */
const STUDENT_PRACTICE_METHODS = [
  "practice",
  "submitPractice",
  "myPracticeRecord",
  "studentPractices",
  "practiceTodo",
] as const satisfies readonly (keyof StudentPracticeApi)[];

/** TeacherPracticeApi on the typed API client. */
function createTeacherPracticeApi(api: ApiClient): TeacherPracticeApi {
  return {
    createPractice: (body) => api.post("/teach/classroom-practice/create", { body }),
    practiceDetail: (id) => api.get("/teach/classroom-practice/get", { params: { query: { id } } }),
    recordPractices: (classroomRecordId) =>
      api.get("/teach/classroom-practice/list", { params: { query: { classroomRecordId } } }),
    practiceStatistics: (id) => api.get("/teach/classroom-practice/statistics", { params: { query: { id } } }),
    studentPracticeRecord: (id, userId) =>
      api.get("/teach/classroom-practice/record/detail", { params: { query: { id, userId } } }),
    deletePractice: async (id) => {
      await api.delete("/teach/classroom-practice/delete", { params: { query: { id } } });
    },
  };
}

/** StudentPracticeApi on the typed API client. */
function createStudentPracticeApi(api: ApiClient): StudentPracticeApi {
  return {
    practice: (id) => api.get("/teach/classroom-practice/get", { params: { query: { id } } }),
    submitPractice: async (id, body) => {
      await api.post("/teach/classroom-practice/record", { params: { query: { id } }, body });
    },
    myPracticeRecord: (id) => api.get("/teach/classroom-practice/record/detail", { params: { query: { id } } }),
    studentPractices: (courseId) =>
      api.get("/teach/classroom-practice/list/stu", {
        params: { query: courseId === undefined ? {} : { courseId } },
      }),
    practiceTodo: () => api.get("/teach/course-item/stu/practice/todo"),
  };
}

export { createStudentPracticeApi, createTeacherPracticeApi, STUDENT_PRACTICE_METHODS, TEACHER_PRACTICE_METHODS };
export type {
  ClassroomPractice,
  PracticeCreate,
  PracticeQuestion,
  PracticeRecord,
  PracticeStatistics,
  PracticeSubmit,
  StudentPracticeApi,
  TeacherPracticeApi,
};
