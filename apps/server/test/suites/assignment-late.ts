// Assignments' late policies over real HTTP: accept and penalty store late work as late (and keep
// taking it while grading goes on), penalty takes its percent off the final; no peer review when off.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import type { TestServer } from "../helpers.js";
import { assignmentCalls, type Submission } from "./assignment-calls.js";

const HOUR = 3600_000;

/** The late-policy tests, on the suite's server. */
export function defineLatePolicyTests(getServer: () => TestServer) {
  const { userId, freshSession, api, create, update, submit, detail, unchanged } = assignmentCalls(getServer);
  describe("late policies", () => {
    afterAll(() => getServer().clock.reset());

    it.each([
      ["accept", 10],
      ["penalty", 9],
    ])("%s: a late submission is stored as late and the final is %s of 10", async (policy, final) => {
      const item = await freshSession("teacher2");
      const created = await create("teacher2", {
        courseItemId: item.id,
        title: `迟交-${policy}`,
        deadline: getServer().clock.now().getTime() + HOUR,
        latePolicy: policy,
        latePenalty: 10,
        questions: [{ type: 4, title: "简答", score: 10 }],
      });
      const id = created.data;
      expect((await update("teacher2", { id, stage: "published" })).code).toBe(0);
      const [question] = await getServer()
        .database.db.select()
        .from(schema.assignmentQuestions)
        .where(eq(schema.assignmentQuestions.assignmentId, id));
      getServer().clock.advance(2 * HOUR);
      expect(
        (await submit("student07", id, { answers: [{ questionId: question!.id, content: "迟到的答案" }] })).code,
      ).toBe(0);
      const [row] = await getServer()
        .database.db.select()
        .from(schema.assignmentSubmissions)
        .where(
          and(
            eq(schema.assignmentSubmissions.assignmentId, id),
            eq(schema.assignmentSubmissions.userId, await userId("student07")),
          ),
        );
      expect(row!.late).toBe(true);
      await unchanged(
        () => submit("student07", id, { answers: [{ questionId: question!.id, content: "再改" }] }),
        400,
        "截止时间后",
      );
      // Late work is still accepted while grading goes on.
      expect((await update("teacher2", { id, stage: "grade" })).code).toBe(0);
      expect((await submit("student08", id, { answers: [{ questionId: question!.id, content: "更迟" }] })).code).toBe(
        0,
      );
      expect(
        (
          await api("teacher2", "POST", "/grade", {
            body: {
              assignmentId: id,
              userId: await userId("student07"),
              scores: [{ questionId: question!.id, score: 10 }],
            },
          })
        ).code,
      ).toBe(0);
      expect((await update("teacher2", { id, stage: "final" })).code).toBe(0);
      const mine = (await api<Submission>("student07", "GET", "/record", { query: { assignmentId: id } })).data;
      expect(mine).toMatchObject({ late: true, grade: 10, finalScore: final });
      // Ungraded work gets no final score.
      expect((await detail("teacher2", id, "student08")).data).toMatchObject({
        status: 1,
        finalScore: null,
        late: true,
      });
      getServer().clock.reset();
    });

    it("does not allow peer review without it being on", async () => {
      const item = await freshSession("teacher2");
      const id = (
        await create("teacher2", {
          courseItemId: item.id,
          title: "无互评",
          deadline: getServer().clock.now().getTime() + HOUR,
          questions: [{ type: 3, title: "判断", answer: "1", score: 1 }],
        })
      ).data;
      expect((await update("teacher2", { id, stage: "published" })).code).toBe(0);
      getServer().clock.advance(2 * HOUR);
      await unchanged(() => update("teacher2", { id, stage: "peerReview" }), 400, "没有开启互评");
    });
  });
}
