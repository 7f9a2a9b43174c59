// MSW handlers for classroom records over the mock classroom: the page with its filters (course,
// session, title contains) newest first, one record with its summary, delete. The practices of a record
// are answered by practice-handlers (`/teach/classroom-practice/list`). Also the record fixtures (typed
// from the contract: the summary's attendance and each activity's result figure).
import { http } from "msw";

import type { Schemas } from "./contract-types";
import type { MockClassroom } from "./mock-classroom";
import { BASE, numberParam, ok, page, refusal, seen } from "./mock-http";

type ClassroomRecord = Schemas["ClassroomRecord"];
type Summary = Schemas["ClassroomRecordSummary"];
type Attendee = Summary["attendance"][number];

/** The classroom records of the mock classroom (each with the summary `get` answers). */
interface MockRecords {
  records: ClassroomRecord[];
}

/** No records yet. */
function mockRecords(over: Partial<MockRecords> = {}): MockRecords {
  return { records: [], ...over };
}

/** 09:00 on 23 Nov 2026 in Shanghai (the stories' school zone), plus `minutes`. */
const classTime = (minutes: number, day = 23) => Date.UTC(2026, 10, day, 1, 0) + minutes * 60_000;

/** The students 学生01 … of the mock course, by name: those in `absent` did not check in; the others
 * checked in at 09:02 (plain, or by face where `face` lists them), or were made up at 09:20 (`madeUp`). */
function attendance(
  count: number,
  { absent = [], face = [], madeUp = [] }: { absent?: number[]; face?: number[]; madeUp?: number[] } = {},
): Attendee[] {
  return Array.from({ length: count }, (_, i): Attendee => {
    const n = i + 1;
    const person = { userId: 100 + n, nickname: `学生${String(n).padStart(2, "0")}` };
    if (absent.includes(n)) return { ...person, signed: false, kind: null, time: null };
    if (madeUp.includes(n)) return { ...person, signed: true, kind: "supplement", time: classTime(20) };
    return { ...person, signed: true, kind: face.includes(n) ? "face" : "plain", time: classTime(2) };
  });
}

/** A finished session's summary: 09:00–10:05, 35 of 40 signed in (学生07, 13, 21, 30 and 38 did not; nine
 * by face, 学生12 made up), five activities with their results and two recordings. */
function summary(over: Partial<Summary> = {}): Summary {
  return {
    startTime: classTime(0),
    endTime: classTime(65),
    duration: 65 * 60,
    studentCount: 40,
    signInCount: 1,
    signedCount: 35,
    attendance: attendance(40, { absent: [7, 13, 21, 30, 38], face: [1, 2, 3, 4, 5, 6, 8, 9, 10], madeUp: [12] }),
    activities: [
      {
        type: "signIn",
        id: 11,
        title: "课前签到",
        time: classTime(2),
        count: 35,
        result: { kind: "checkIn", signed: 35, total: 40 },
      },
      {
        type: "question",
        id: 21,
        title: "单调递增的函数",
        time: classTime(15),
        count: 30,
        result: { kind: "correctRate", correct: 24, answered: 30 },
      },
      {
        type: "aiTopic",
        id: 41,
        title: "生活中的单调性",
        time: classTime(25),
        count: 18,
        result: { kind: "responses", responses: 18, total: 40 },
      },
      {
        type: "practice",
        id: 61,
        title: "单调性随堂练习",
        time: classTime(40),
        count: 32,
        result: { kind: "score", submitted: 32, total: 40, averageScore: 8.5, fullScore: 10 },
      },
      {
        type: "survey",
        id: 31,
        title: "课堂反馈",
        time: classTime(60),
        count: 20,
        result: { kind: "responses", responses: 20, total: 40 },
      },
    ],
    videoSegments: [
      { start: classTime(10), end: classTime(30) },
      { start: classTime(45), end: classTime(55) },
    ],
    ...over,
  };
}

/** A classroom record of the 函数的单调性 session (override any field). */
function classroomRecord(over: Partial<ClassroomRecord> = {}): ClassroomRecord {
  return {
    id: 5,
    courseId: 3,
    courseItemId: 7,
    courseName: "高一数学",
    courseItemName: "函数的单调性",
    title: "高一数学 · 函数的单调性",
    content: "",
    practiceCount: 1,
    createTime: classTime(0),
    summary: summary(),
    ...over,
  };
}

/** The handlers of the classroom-record calls. */
function recordHandlers(state: MockClassroom) {
  const notFound = (id: number) => refusal(`课堂记录不存在：${id}`, 404);
  // The page carries no summary (only `get` computes it), as the server answers.
  const listed = ({ summary: _summary, ...r }: ClassroomRecord): ClassroomRecord => r;
  return [
    http.get(`${BASE}/teach/classroom-record/page`, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const courseId = numberParam(request, "courseId");
      const courseItemId = numberParam(request, "courseItemId");
      const title = params.get("title") ?? "";
      const detail = [params.get("pageNo") ?? "1", courseId || "", title].filter(Boolean).join(":");
      const refused = await seen(state, "recordPage", detail);
      if (refused) return refused;
      const rows = state.classroomRecords.records
        .filter((r) => !courseId || r.courseId === courseId)
        .filter((r) => !courseItemId || r.courseItemId === courseItemId)
        .filter((r) => !title || r.title.toLowerCase().includes(title.toLowerCase()))
        .sort((a, b) => b.createTime - a.createTime || b.id - a.id)
        .map(listed);
      return ok(page(request, rows));
    }),
    http.get(`${BASE}/teach/classroom-record/get`, async ({ request }) => {
      const id = numberParam(request, "id");
      const refused = await seen(state, "getRecord", String(id));
      if (refused) return refused;
      const r = state.classroomRecords.records.find((x) => x.id === id);
      return r ? ok(r) : notFound(id);
    }),
    http.delete(`${BASE}/teach/classroom-record/delete`, async ({ request }) => {
      const id = numberParam(request, "id");
      const refused = await seen(state, "deleteRecord", String(id));
      if (refused) return refused;
      state.classroomRecords.records = state.classroomRecords.records.filter((r) => r.id !== id);
      return ok(true);
    }),
  ];
}

export { attendance, classroomRecord, classTime, mockRecords, recordHandlers, summary };
export type { MockRecords };
