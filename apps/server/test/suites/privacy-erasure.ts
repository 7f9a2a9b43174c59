// Erasing a person over real HTTP: the confirmation's counts, the typed user name, the refusals (a
// student, oneself, a mistyped name, twice), then what erasing does: the files are gone from storage,
// face data and AI conversations deleted, the class's check-in and answer counts unchanged with the row
// named 已删除用户 N, sign-in refused and the open session ended, and one audit entry without the name;
// their process requests keep their rows without the form data (a running one withdrawn) and peer reviews
// by or of them keep their scores without comments; two erasures at once erase once.
import type { components } from "@smartclass/api";
import { and, count, eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { privacyAuditEntries } from "../../src/db/schema-privacy-audit.js";
import { activityKit, CHOICES, questionCalls } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type Preview = components["schemas"]["ErasurePreview"];
type Records = { total: number; signed: number; records: { nickname: string; status: number }[] };

export function definePrivacyErasureTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const { token, userId, freshSession } = activityKit(() => s);
    const { start, answer, answersOf } = questionCalls(() => s, token);
    let student = 0;
    let signId = 0;
    let questionId = 0;
    let uploaded = "";
    let before: Records;
    let running = "";
    let reviews: number[] = [];

    beforeAll(async () => {
      s = await startServer(engine);
      student = await userId("student05");
      const item = await freshSession("teacher2");
      const teacher = await token("teacher2");
      signId = (
        await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
          token: teacher,
          body: { courseItemId: item.id, duration: 300 },
        })
      ).data.id;
      for (const u of ["student05", "student06"])
        await s.call("POST", "/teach/sign-in/record", { token: await token(u), query: { signId } });
      questionId = (await start("teacher2", { courseItemId: item.id, title: "队列", type: 1, options: CHOICES })).data
        .id;
      for (const u of ["student05", "student06"]) await answer(u, { questionId, choices: ["A"] });
      const form = new FormData();
      form.append("file", new Blob(["学生五的作业"], { type: "text/plain" }), "作业.txt");
      const res = await fetch(`${s.base}/teach/file/s3/ali/api`, {
        method: "POST",
        headers: { authorization: `Bearer ${await token("student05")}` },
        body: form,
      });
      uploaded = ((await res.json()) as { data: { path: string } }).data.path;
      // Face data and an AI conversation as their features leave them.
      await s.database.db.insert(schema.faceDatabase).values({ userId: student });
      await s.database.db.insert(schema.faceTemplates).values({ userId: student, template: "descriptor" });
      await s.database.db.insert(schema.aiChatConversations).values({ userId: student, title: "我的提问" });
      before = (await s.call<Records>("GET", "/teach/sign-in/record", { token: teacher, query: { signId } })).data;
      // A leave request still waiting for its approver (the seeded data holds a cancelled one of theirs).
      const [leave] = await s.database.db
        .select({ id: schema.bpmProcessDefinitions.id })
        .from(schema.bpmProcessDefinitions)
        .where(eq(schema.bpmProcessDefinitions.key, "leave"));
      const started = await s.call<{ id: string }>("POST", "/bpm/process-instance/create", {
        token: await token("student05"),
        body: {
          processDefinitionId: leave!.id,
          variables: { leaveType: "sick", days: 1, startDate: "2026-04-01", reason: "学生五的病假事由" },
        },
      });
      running = started.data.id;
      // Peer reviews the student wrote and received, scored and commented.
      const [assignment] = await s.database.db
        .insert(schema.assignments)
        .values({ courseItemId: item.id, teacherId: await userId("teacher2"), title: "互评作业", stage: "final" })
        .returning();
      const classmate = await userId("student06");
      reviews = (
        await s.database.db
          .insert(schema.assignmentReviews)
          .values([
            { assignmentId: assignment!.id, reviewerId: student, revieweeId: classmate, label: "同学 A", score: 8 },
            { assignmentId: assignment!.id, reviewerId: classmate, revieweeId: student, label: "同学 B", score: 6 },
          ])
          .returning()
      ).map((r) => r.id);
      await s.database.db
        .update(schema.assignmentReviews)
        .set({ comment: "学生五写的评语" })
        .where(inArray(schema.assignmentReviews.id, reviews));
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    it("counts per kind what erasing would delete or keep without a name (administrators only)", async () => {
      const preview = await s.call<Preview>("GET", "/system/user/erasure-preview", {
        token: await token("admin"),
        query: { id: student },
      });
      expect(preview.data).toMatchObject({ userId: student, username: "student05", erased: false });
      const counts = Object.fromEntries(preview.data.counts.map((c) => [c.kind, [c.count, c.action]]));
      expect(counts).toMatchObject({
        attendance: [1, "anonymise"],
        answers: [1, "anonymise"],
        files: [1, "delete"],
        face: [1, "delete"],
        "ai-conversations": [1, "delete"],
        "process-instances": [2, "anonymise"],
        "peer-reviews": [2, "anonymise"],
      });
      const refused = await s.call("GET", "/system/user/erasure-preview", {
        token: await token("student06"),
        query: { id: student },
      });
      expect(refused.status).toBe(403);
    });

    it("refuses a mistyped name, oneself and a student asking, changing nothing", async () => {
      const admin = await token("admin");
      const mistyped = await s.call("POST", "/system/user/erase", {
        token: admin,
        body: { id: student, confirmUsername: "student06" },
      });
      expect(mistyped.code).toBe(1_002_060_014);
      const self = await s.call("POST", "/system/user/erase", {
        token: admin,
        body: { id: await userId("admin"), confirmUsername: "admin" },
      });
      expect(self.code).toBe(1_002_060_010);
      const byStudent = await s.call("POST", "/system/user/erase", {
        token: await token("student06"),
        body: { id: student, confirmUsername: "student05" },
      });
      expect(byStudent.status).toBe(403);
      expect(await s.services.storage.read(uploaded)).toBeDefined();
      expect((await s.login("student05")).userId).toBe(student);
    });

    it("erases: files gone from storage, face and AI data deleted, the class's counts unchanged without the name", async () => {
      const session = await token("student05");
      const erased = await s.call("POST", "/system/user/erase", {
        token: await token("admin"),
        body: { id: student, confirmUsername: "student05" },
      });
      expect(erased.data).toBe(true);
      expect(await s.services.storage.read(uploaded)).toBeUndefined();
      const db = s.database.db;
      const left = async (
        table: typeof schema.files | typeof schema.faceDatabase | typeof schema.aiChatConversations,
      ) => (await db.select({ n: count() }).from(table).where(eq(table.userId, student)))[0]!.n;
      expect([
        await left(schema.files),
        await left(schema.faceDatabase),
        await left(schema.aiChatConversations),
      ]).toEqual([0, 0, 0]);
      const after = (
        await s.call<Records>("GET", "/teach/sign-in/record", { token: await token("teacher2"), query: { signId } })
      ).data;
      expect([after.total, after.signed]).toEqual([before.total, before.signed]);
      expect(after.records.map((r) => r.nickname)).toContain(`已删除用户 ${student}`);
      expect(after.records.map((r) => r.nickname)).not.toContain("学生05");
      expect((await answersOf(questionId)).length).toBe(2);

      // The open session ended and the account cannot sign in again.
      const me = await s.call("GET", "/system/user/profile/get", { token: session });
      expect(me.status).toBe(401);
      const login = await s.call("POST", "/teach/auth/login", {
        body: { username: "student05", password: "student123" },
      });
      expect(login.code).not.toBe(0);
    });

    it("withdraws the running request and keeps the requests and peer reviews without their texts", async () => {
      const db = s.database.db;
      const instances = await db
        .select()
        .from(schema.bpmProcessInstances)
        .where(eq(schema.bpmProcessInstances.startUserId, student));
      expect(instances).toHaveLength(2);
      for (const instance of instances) {
        expect(instance.variables).toEqual({});
        expect(instance.engineState).toBeNull();
        expect(instance.status).toBe(2);
      }
      const withdrawn = instances.find((i) => i.id === running)!;
      expect(withdrawn).toMatchObject({ result: 4, reason: "申请人的数据已删除，申请已撤销" });
      expect(instances.find((i) => i.id !== running)!.reason).toBeNull();
      const tasks = await db
        .select()
        .from(schema.bpmTasks)
        .where(
          inArray(
            schema.bpmTasks.instanceId,
            instances.map((i) => i.id),
          ),
        );
      expect(tasks.map((t) => t.reason ?? "").join("")).toBe("");
      expect(tasks.find((t) => t.instanceId === running)?.endTime).not.toBeNull();
      expect(JSON.stringify(instances)).not.toContain("学生五的病假事由");

      // A classmate's request keeps its form data.
      const others = await db
        .select({ variables: schema.bpmProcessInstances.variables })
        .from(schema.bpmProcessInstances)
        .where(eq(schema.bpmProcessInstances.startUserId, await userId("student06")));
      expect(others.map((o) => o.variables.reason)).toContain("代表学校参加程序设计竞赛");

      const kept = await db
        .select({ score: schema.assignmentReviews.score, comment: schema.assignmentReviews.comment })
        .from(schema.assignmentReviews)
        .where(or(eq(schema.assignmentReviews.reviewerId, student), eq(schema.assignmentReviews.revieweeId, student)));
      expect(kept.map((r) => [r.score, r.comment]).sort()).toEqual([
        [6, ""],
        [8, ""],
      ]);
    });

    it("keeps who erased whom and when in the audit trail, without the person's name; a second erasure is refused", async () => {
      const entries = await s.database.db
        .select()
        .from(privacyAuditEntries)
        .where(eq(privacyAuditEntries.kind, "erasure"));
      expect(entries.filter((e) => e.subjectUserId === student)).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actorUserId: await userId("admin"), subjectUserId: student, action: "erase" });
      expect(JSON.stringify(entries[0])).not.toContain("student05");
      const again = await s.call("POST", "/system/user/erase", {
        token: await token("admin"),
        body: { id: student, confirmUsername: `erased-${student}` },
      });
      expect(again.code).toBe(1_002_060_012);
    });

    it("never brings an erased account back: enabling, changing it or giving it a password is refused", async () => {
      const admin = await token("admin");
      const refused = [
        await s.call("PUT", "/system/user/update-status", { token: admin, body: { id: student, status: 0 } }),
        await s.call("PUT", "/system/user/update-password", {
          token: admin,
          body: { id: student, password: "again-1234" },
        }),
        await s.call("PUT", "/system/user/update", {
          token: admin,
          body: { id: student, username: "student05", nickname: "学生05" },
        }),
      ];
      expect(refused.map((r) => r.code)).toEqual([1_002_003_010, 1_002_003_010, 1_002_003_010]);
      const login = await s.call("POST", "/teach/auth/login", {
        body: { username: "student05", password: "again-1234" },
      });
      expect(login.code).not.toBe(0);
    });

    it("erases once when two administrators erase the same person at the same moment: the other is told it is done", async () => {
      const other = await userId("student07");
      const admin = await token("admin");
      const erase = () =>
        s.call("POST", "/system/user/erase", { token: admin, body: { id: other, confirmUsername: "student07" } });
      const answers = await Promise.all([erase(), erase()]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.map((a) => a.code).sort()).toEqual([0, 1_002_060_012]);
      const entries = await s.database.db
        .select()
        .from(privacyAuditEntries)
        .where(and(eq(privacyAuditEntries.kind, "erasure"), eq(privacyAuditEntries.subjectUserId, other)));
      expect(entries).toHaveLength(1);
    });
  });
}
