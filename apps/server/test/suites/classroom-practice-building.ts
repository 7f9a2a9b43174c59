// Building a classroom practice over real HTTP: bad practices refused with a 400 naming the field (or
// 403/404 for another teacher's or a missing record) and nothing written; an unpublished practice is
// kept from students (no push, not listed, not found, no answers).
import { beforeAll, describe, expect, it } from "vitest";

import { type activityKit, pause } from "../activity-kit.js";
import { answersFor, type PracticeCalls, QUESTIONS } from "./classroom-practice-kit.js";

/** The building part of the classroom practice suite. */
export function definePracticeBuildingTests(
  kit: Pick<ReturnType<typeof activityKit>, "connectAll" | "closeAll" | "rowCounts">,
  calls: PracticeCalls,
) {
  const { connectAll, closeAll, rowCounts } = kit;
  const { newRecord, create, get, answer, listStu } = calls;

  describe("building a practice", () => {
    let recordId: number;

    beforeAll(async () => {
      ({ recordId } = await newRecord("teacher2"));
    });

    it("refuses bad practices with a 400 naming the field, and writes nothing", async () => {
      const before = await rowCounts();
      const q = (over: Record<string, unknown>) => ({ ...QUESTIONS[0], ...over });
      const cases: [Record<string, unknown>, string][] = [
        [{ classroomRecordId: recordId, title: "x", questions: [] }, "body.questions"],
        [{ classroomRecordId: recordId, title: "", questions: QUESTIONS }, "body.title"],
        [{ classroomRecordId: recordId, title: "x", questions: QUESTIONS, duration: 0 }, "body.duration"],
        [{ classroomRecordId: recordId, title: "x", questions: [q({ answer: "3" })] }, "body.questions[0].answer"],
        [{ classroomRecordId: recordId, title: "x", questions: [q({ answer: "" })] }, "body.questions[0].answer"],
        [{ classroomRecordId: recordId, title: "x", questions: [q({ answer: "0,1" })] }, "body.questions[0].answer"],
        [
          { classroomRecordId: recordId, title: "x", questions: [q({ options: ["唯一"] })] },
          "body.questions[0].options",
        ],
        [{ classroomRecordId: recordId, title: "x", questions: [q({ type: 5 })] }, "body.questions"],
        [{ classroomRecordId: recordId, title: "x", questions: [q({ score: -1 })] }, "body.questions"],
        [{ title: "x", questions: QUESTIONS }, "body.classroomRecordId"],
      ];
      for (const [body, field] of cases) {
        const r = await create("teacher2", body);
        expect([r.status, r.code], JSON.stringify(body)).toEqual([400, 400]);
        expect(r.msg, JSON.stringify(body)).toContain(field);
      }
      const missing = await create("teacher2", { classroomRecordId: 999_999, title: "x", questions: QUESTIONS });
      expect([missing.status, missing.msg]).toEqual([404, "课堂记录不存在：999999"]);
      const other = await create("teacher1", { classroomRecordId: recordId, title: "x", questions: QUESTIONS });
      expect([other.status, other.msg]).toEqual([403, "这不是您的课堂记录"]);
      expect(
        (await create("student01", { classroomRecordId: recordId, title: "x", questions: QUESTIONS })).status,
      ).toBe(403);
      expect(await rowCounts()).toEqual(before);
    });

    it("keeps an unpublished practice from students: no push, not listed, not found", async () => {
      const clients = await connectAll(["student01"]);
      const r = await create("teacher2", { classroomRecordId: recordId, title: "草稿练习", questions: QUESTIONS });
      expect(r.code).toBe(0);
      const teacherView = (await get("teacher2", r.data)).data;
      expect(teacherView).toMatchObject({ status: 0, startTime: null, endTime: null, title: "草稿练习" });
      expect(teacherView.questions.map((x) => [x.sort, x.type, x.options, x.answer, x.score])).toEqual([
        [0, 1, ["先进先出", "后进先出", "随机访问"], "1", 2],
        [1, 2, ["栈", "队列", "树", "图"], "0,1", 3],
        [2, 3, ["正确", "错误"], "0", 1],
        [3, 4, [], "函数调用、括号匹配", 4],
      ]);
      await pause(200);
      expect(clients.get("student01")!.events).toEqual([]);
      await closeAll(clients);
      expect((await get("student01", r.data)).status).toBe(404);
      expect((await listStu("student01")).map((p) => p.id)).not.toContain(r.data);
      const refused = await answer("student01", r.data, answersFor(teacherView, [1], [0, 1], [0], "x"));
      expect(refused.status).toBe(404);
    });
  });
}
