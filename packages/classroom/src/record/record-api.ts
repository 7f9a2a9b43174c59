// The teacher's classroom-record calls, as a slice of the classroom API: the records page (filters and
// paging), one record with its session summary, delete, and the practices built inside a record.
import type { ApiClient, Schema } from "@smartclass/api";

import type { ClassroomPractice } from "../practice/practice-api";

/** A classroom record (the contract's ClassroomRecord). */
type ClassroomRecord = Schema<"ClassroomRecord">;
/** The session's facts a record carries when read one by one (the contract's ClassroomRecordSummary). */
type ClassroomRecordSummary = Schema<"ClassroomRecordSummary">;
/** One activity of a session, as the record's summary lists it. */
type RecordActivity = ClassroomRecordSummary["activities"][number];
/** A student of the session's course: checked in or not, how and when they first did. */
type RecordAttendee = ClassroomRecordSummary["attendance"][number];
/** An activity's result figure (by `kind`: checkIn, correctRate, answers, responses, score, submissions). */
type RecordResult = RecordActivity["result"];
/** One recorded part of a session (video start to end; `end` null while recording). */
type VideoSegment = ClassroomRecordSummary["videoSegments"][number];

/** The records page's query: paging and the optional filters of the contract. */
interface RecordPageQuery {
  pageNo: number;
  pageSize: number;
  courseId?: number;
  courseItemId?: number;
  /** Title contains. */
  title?: string;
}

/** The teacher's classroom-record calls. */
interface TeacherRecordApi {
  /** A page of the caller's records, newest first. */
  recordPage(query: RecordPageQuery): Promise<{ list: ClassroomRecord[]; total: number }>;
  /** A record with its summary (times, attendance, activities, recorded parts). */
  getRecord(id: number): Promise<ClassroomRecord>;
  /** Deletes a record with its practices. */
  deleteRecord(id: number): Promise<void>;
  /** The practices built inside a record. */
  practicesOfRecord(id: number): Promise<ClassroomPractice[]>;
}

/** The method names of TeacherRecordApi (the provider checks them). */
const TEACHER_RECORD_METHODS = [
  "recordPage",
  "getRecord",
  "deleteRecord",
  "practicesOfRecord",
] as const satisfies readonly (keyof TeacherRecordApi)[];

/** TeacherRecordApi on the typed API client. */
function createTeacherRecordApi(api: ApiClient): TeacherRecordApi {
  return {
    recordPage: (query) => api.get("/teach/classroom-record/page", { params: { query } }),
    getRecord: (id) => api.get("/teach/classroom-record/get", { params: { query: { id } } }),
    deleteRecord: async (id) => {
      await api.delete("/teach/classroom-record/delete", { params: { query: { id } } });
    },
    practicesOfRecord: (id) =>
      api.get("/teach/classroom-practice/list", { params: { query: { classroomRecordId: id } } }),
  };
}

export { createTeacherRecordApi, TEACHER_RECORD_METHODS };
export type {
  ClassroomRecord,
  ClassroomRecordSummary,
  RecordActivity,
  RecordAttendee,
  RecordPageQuery,
  RecordResult,
  TeacherRecordApi,
  VideoSegment,
};
