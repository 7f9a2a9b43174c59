// The school's time zone (SCHOOL_TIME_ZONE): the sign-in export and the grade book show times as the
// school's clock read them, with the default (Asia/Shanghai) and with America/New_York; the school day
// of the teacher's "today" and the administrators' creation-time filters follow the zone; the calendar helpers are right across daylight saving changes.
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { gradeBook } from "../../src/assignment/export.js";
import { schema } from "../../src/db/index.js";
import {
  instantOfWallTime,
  schoolDate,
  schoolDateTime,
  schoolDayBounds,
  zoneOffsetMs,
} from "../../src/lib/school-time.js";
import { activityKit } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

/** 2030-07-01 12:34 UTC: 20:34 in Shanghai, 08:34 in New York (summer time). */
const CHECKED_IN_AT = new Date(Date.UTC(2030, 6, 1, 12, 34));

async function firstSheetRows(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineSchoolTimeZoneTests(engine: Engine) {
  for (const [zone, expected] of [
    [undefined, "2030-07-01 20:34"],
    ["America/New_York", "2030-07-01 08:34"],
  ] as const) {
    describe.skipIf(!engineAvailable(engine))(`${engine}, SCHOOL_TIME_ZONE=${zone ?? "(default)"}`, () => {
      let s: TestServer;
      const { token, userId, freshSession } = activityKit(() => s);

      beforeAll(async () => {
        s = await startServer(engine, zone ? { schoolTimeZone: zone } : {});
      }, SETUP_TIMEOUT);
      afterAll(async () => s?.close());

      it(`exports check-in times on the school's clock (${expected})`, async () => {
        const item = await freshSession("teacher2");
        const signIn = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
          token: await token("teacher2"),
          body: { courseItemId: item.id, duration: 60 },
        });
        const checked = await s.call("POST", "/teach/sign-in/record", {
          token: await token("student01"),
          query: { signId: signIn.data.id },
        });
        expect(checked.code, checked.msg).toBe(0);
        await s.database.db
          .update(schema.signInRecords)
          .set({ createdAt: CHECKED_IN_AT })
          .where(eq(schema.signInRecords.userId, await userId("student01")));
        const r = await s.call("GET", "/teach/course/export/signIn", {
          token: await token("teacher2"),
          query: { courseId: item.courseId },
        });
        expect(r.status).toBe(200);
        const rows = await firstSheetRows(r.raw);
        const row = rows.find((x) => x[1] === signIn.data.id && x[2] === "student01");
        expect(row?.[5]).toBe(expected);
      });

      it("filters by creation time as the school's clock read it (the admin's createTime range)", async () => {
        const student = await userId("student04");
        const [note] = await s.database.db
          .insert(schema.notifyMessages)
          .values({
            userId: student,
            templateNickname: "教务处",
            templateContent: "时区筛选",
            templateType: 1,
            createdAt: CHECKED_IN_AT,
          })
          .returning({ id: schema.notifyMessages.id });
        const found = async (createTime: string[]) =>
          (
            await s.call<{ list: { id: number }[] }>("GET", "/system/notify-message/page", {
              token: await token("admin"),
              query: { pageNo: 1, pageSize: 50, userId: student, createTime },
            })
          ).data.list.some((m) => m.id === note!.id);
        // The hour around the school's reading (`expected`) finds it; the other zone's hour does not.
        const hour = expected.slice(11, 13);
        const other = hour === "20" ? "08" : "20";
        expect(await found([`2030-07-01 ${hour}:00:00`, `2030-07-01 ${hour}:59:59`])).toBe(true);
        expect(await found([`2030-07-01 ${other}:00:00`, `2030-07-01 ${other}:59:59`])).toBe(false);
        // A day alone starts at the school's midnight; an ISO instant keeps its own offset.
        expect(await found(["2030-07-01", "2030-07-02"])).toBe(true);
        expect(await found(["2030-07-01T12:34Z", "2030-07-01T12:34Z"])).toBe(true);
        const impossible = await s.call("GET", "/system/notify-message/page", {
          token: await token("admin"),
          query: { pageNo: 1, pageSize: 10, createTime: ["2030-02-30 00:00:00"] },
        });
        expect([impossible.status, impossible.msg]).toEqual([400, expect.stringContaining("createTime")]);
      });

      it("counts the teacher's today by the school's calendar, ended sessions included", async () => {
        // Planned two days ago, held and ended just now: it is one of today's classes.
        const now = s.clock.now();
        const [late] = await s.database.db
          .insert(schema.courseItems)
          .values({
            courseId: (await freshSession("teacher2")).courseId,
            teacherId: await userId("teacher2"),
            name: "补上的课",
            planStart: new Date(now.getTime() - 2 * 86_400_000),
            planEnd: new Date(now.getTime() - 2 * 86_400_000 + 3_600_000),
            status: 2,
            startedAt: now,
            endedAt: now,
          })
          .returning();
        const today = await s.call<{ id: number }[]>("GET", "/teach/course-item/teacher/today", {
          token: await token("teacher2"),
        });
        expect(today.code).toBe(0);
        const items = await s.database.db
          .select()
          .from(schema.courseItems)
          .where(eq(schema.courseItems.teacherId, await userId("teacher2")));
        const zoneName = s.services.config.schoolTimeZone;
        const day = schoolDate(s.clock.now(), zoneName);
        const expectedIds = items
          .filter(
            (i) =>
              i.status === 1 ||
              [i.planStart, i.startedAt, i.endedAt].some((d) => d !== null && schoolDate(d, zoneName) === day),
          )
          .map((i) => i.id)
          .sort((a, b) => a - b);
        expect(today.data.map((i) => i.id).sort((a, b) => a - b)).toEqual(expectedIds);
        // Ended sessions of the day are listed too (the home shows the day's classes after they end).
        const ended = items.filter((i) => i.status === 2 && schoolDate(i.planStart, zoneName) === day);
        for (const i of ended) expect(today.data.map((x) => x.id)).toContain(i.id);
        expect(today.data.map((x) => x.id)).toContain(late!.id);
      });
    });
  }
}

/** The grade book and the calendar helpers alone (no server). */
export function defineSchoolTimeUnitTests() {
  describe("school time", () => {
    it("writes the grade book's submit times as the school's clock read them", async () => {
      const row = {
        username: "s1",
        nickname: "学生",
        status: 1 as const,
        submitTime: CHECKED_IN_AT,
        late: false,
        scores: [],
        grade: null,
        peer: null,
        finalScore: null,
      };
      for (const [zone, hour] of [
        ["Asia/Shanghai", 20],
        ["America/New_York", 8],
      ] as const) {
        const rows = await firstSheetRows(await gradeBook([], [row], zone));
        const cell = rows[1]![3] as Date;
        // Spreadsheet date cells carry no zone: the cell's fields are the school's wall time.
        expect([cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate(), cell.getUTCHours()]).toEqual([
          2030,
          7,
          1,
          hour,
        ]);
        expect(cell.getUTCMinutes()).toBe(34);
      }
    });

    it("reads wall times and school days in a zone with daylight saving time", () => {
      const ny = "America/New_York";
      // Summer (UTC-4) and winter (UTC-5); Shanghai is UTC+8 all year.
      expect(zoneOffsetMs(Date.UTC(2030, 6, 1), ny)).toBe(-4 * 3600_000);
      expect(zoneOffsetMs(Date.UTC(2030, 0, 1), ny)).toBe(-5 * 3600_000);
      expect(zoneOffsetMs(Date.UTC(2030, 0, 1), "Asia/Shanghai")).toBe(8 * 3600_000);
      expect(schoolDateTime(CHECKED_IN_AT, ny)).toBe("2030-07-01 08:34:00");
      expect(schoolDateTime(CHECKED_IN_AT, "Asia/Shanghai")).toBe("2030-07-01 20:34:00");
      // 2030-03-10 is the spring-forward day in New York: 23 hours long.
      const { start, end } = schoolDayBounds(Date.UTC(2030, 2, 10, 15), ny);
      expect(start.toISOString()).toBe("2030-03-10T05:00:00.000Z");
      expect(end.getTime() - start.getTime()).toBe(23 * 3600_000);
      // The skipped 02:30 reads as 03:30; the repeated 01:30 in November is its first occurrence.
      expect(schoolDateTime(instantOfWallTime(ny, 2030, 3, 10, 2, 30), ny)).toBe("2030-03-10 03:30:00");
      expect(instantOfWallTime(ny, 2030, 11, 3, 1, 30).toISOString()).toBe("2030-11-03T05:30:00.000Z");
      expect(instantOfWallTime("Asia/Shanghai", 2030, 7, 1, 20, 34).getTime()).toBe(CHECKED_IN_AT.getTime());
    });
  });
}
