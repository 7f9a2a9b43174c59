// Running processes over real HTTP on bpmn-engine: the seeded instances in every state, start with the
// form, routing by condition (both branches), approve (variables merged), reject, return, transfer,
// cancel, candidates and rules, the viewer's activities, who may act and see (403, nothing changed),
// bad input (400, nothing written), and two approvals of one task racing.
import type { components } from "@smartclass/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { bpmKit, type Paged, twoStepBody } from "../bpm-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type S = components["schemas"];

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineBpmRuntimeTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const k = bpmKit(() => s);
    let twoStep: number;

    beforeAll(async () => {
      s = await startServer(engine);
      twoStep = (await k.deploy(twoStepBody())).deployed.data.id;
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    const instanceRow = async (id: string) =>
      (await s.database.db.select().from(schema.bpmProcessInstances).where(eq(schema.bpmProcessInstances.id, id)))[0]!;

    describe("the seeded 请假申请 instances", () => {
      const mine = async (student: string) =>
        (
          await k.call<Paged<S["BpmProcessInstance"]>>(student, "GET", "/bpm/process-instance/my-page", {
            query: { pageNo: 1, pageSize: 10 },
          })
        ).data.list;

      it("are in every state, started by students and acted on by their teachers", async () => {
        const [running1] = await mine("student01");
        expect(running1).toMatchObject({ name: "请假申请", status: 1, result: 1, startUser: { nickname: "学生01" } });
        expect(running1!.currentTasks).toMatchObject([{ name: "班主任审批", assigneeUser: { nickname: "张老师" } }]);
        const [running2] = await mine("student02");
        expect(running2!.currentTasks).toMatchObject([{ name: "教务处审批", assigneeUser: { nickname: "李老师" } }]);
        expect(await mine("student03")).toMatchObject([{ status: 2, result: 2, currentTasks: [] }]);
        expect(await mine("student04")).toMatchObject([
          { status: 2, result: 3, reason: "期末考试周，请假超过 3 天不予批准" },
        ]);
        expect(await mine("student05")).toMatchObject([{ status: 2, result: 4, reason: "事情已解决，不需要请假了" }]);
        const [returned] = await mine("student06");
        expect(returned).toMatchObject({ status: 1, result: 5, currentTasks: [{ name: "班主任审批" }] });

        const timeline = await k.tasksOf("student06", returned!.id);
        expect(timeline.map((t) => [t.name, t.result, t.reason])).toEqual([
          ["班主任审批", 2, "同意"],
          ["教务处审批", 5, "请班主任补充竞赛通知后再审批"],
          ["班主任审批", 1, null],
        ]);
        const acts = await k.activities("student06", returned!.id);
        expect(acts.filter((a) => a.key === "Task_Teacher").map((a) => a.endTime === null)).toEqual([false, true]);
        expect(acts.find((a) => a.key === "Gateway_Days")?.outgoing).toEqual(["Flow_Long"]);
      });

      it("fill the teachers' todo lists with the tasks their rules gave them", async () => {
        const todo = async (who: string) =>
          (await k.call<Paged<S["BpmTask"]>>(who, "GET", "/bpm/task/todo-page", { query: { pageNo: 1, pageSize: 20 } }))
            .data.list;
        const t1 = (await todo("teacher1")).filter((t) => t.processInstance.name === "请假申请");
        expect(t1.map((t) => t.processInstance.startUser.nickname).sort()).toEqual(["学生01", "学生06"]);
        expect(t1[0]!.buttons.map((b) => b.code)).toEqual(["approve", "reject", "return", "transfer"]);
        const t2 = (await todo("teacher2")).filter((t) => t.processInstance.name === "请假申请");
        expect(t2.map((t) => [t.name, t.processInstance.startUser.nickname])).toEqual([["教务处审批", "学生02"]]);
        const done = await k.call<Paged<S["BpmTask"]>>("teacher2", "GET", "/bpm/task/done-page", {
          query: { pageNo: 1, pageSize: 20, name: "请假" },
        });
        expect(done.data.list.map((t) => t.result).sort()).toEqual([3, 5]);
      });
    });

    describe("routing and actions", () => {
      it("routes by condition: 3 days or less ends after the first approval", async () => {
        const id = await k.start("student07", twoStep, { days: 2 });
        const first = await k.openTask(id);
        expect(first.definitionKey).toBe("first");
        const r = await k.act("teacher1", "approve", { id: first.id, reason: "同意" });
        expect(r.data).toBe(true);
        const detail = await k.instance("student07", id);
        expect(detail.data).toMatchObject({ status: 2, result: 2, currentTasks: [], variables: { days: 2 } });
        const acts = await k.activities("student07", id);
        expect(acts.map((a) => a.key)).toEqual(["start", "first", "gw", "end"]);
        expect(acts.every((a) => a.endTime !== null)).toBe(true);
        expect(acts.find((a) => a.key === "gw")?.outgoing).toEqual(["short"]);
        expect(acts.find((a) => a.key === "first")?.taskId).toBe(first.id);
        expect((await instanceRow(id)).engineState).toBeNull();
      });

      it("routes by condition: more than 3 days goes on to the second approval, then ends approved", async () => {
        const id = await k.start("student07", twoStep, { days: 5 });
        await k.act("teacher1", "approve", { id: (await k.openTask(id)).id, reason: "同意" });
        const second = await k.openTask(id);
        expect([second.definitionKey, second.assigneeUserId]).toEqual(["second", await k.userId("teacher2")]);
        expect((await k.instance("student07", id)).data.currentTasks).toMatchObject([{ name: "复审" }]);
        await k.act("teacher2", "approve", { id: second.id, reason: "准了" });
        const detail = await k.instance("student07", id);
        expect([detail.data.status, detail.data.result]).toEqual([2, 2]);
        const acts = await k.activities("student07", id);
        expect(acts.map((a) => a.key)).toEqual(["start", "first", "gw", "second", "end"]);
        expect(acts.find((a) => a.key === "gw")?.outgoing).toEqual(["long"]);
      });

      it("merges the approver's variables before routing", async () => {
        const id = await k.start("student07", twoStep, { days: 1 });
        await k.act("teacher1", "approve", {
          id: (await k.openTask(id)).id,
          reason: "改为 6 天",
          variables: { days: 6 },
        });
        expect((await k.openTask(id)).definitionKey).toBe("second");
        expect((await k.instance("student07", id)).data.variables).toEqual({ days: 6 });
      });

      it("rejects: the task 3, the instance ends 3 with the reason, nothing left to do", async () => {
        const id = await k.start("student08", twoStep, { days: 9 });
        await k.act("teacher1", "approve", { id: (await k.openTask(id)).id, reason: "同意" });
        const second = await k.openTask(id);
        await k.act("teacher2", "reject", { id: second.id, reason: "天数太多" });
        const detail = await k.instance("student08", id);
        expect(detail.data).toMatchObject({ status: 2, result: 3, reason: "天数太多", currentTasks: [] });
        const tasks = await k.tasksOf("student08", id);
        expect(tasks.map((t) => [t.name, t.result, t.reason, t.assigneeUser?.nickname])).toEqual([
          ["初审", 2, "同意", "张老师"],
          ["复审", 3, "天数太多", "李老师"],
        ]);
        expect(tasks.every((t) => t.buttons.length === 0)).toBe(true);
        expect((await k.activities("student08", id)).every((a) => a.endTime !== null)).toBe(true);
        const again = await k.act("teacher2", "approve", { id: second.id, reason: "改主意了" });
        expect([again.status, again.msg]).toEqual([400, "任务已处理，不能重复操作"]);
      });

      it("returns to an earlier user task: a new task there, the instance shows 5 until it is approved again", async () => {
        const id = await k.start("student08", twoStep, { days: 4 });
        const first = await k.openTask(id);
        await k.act("teacher1", "approve", { id: first.id, reason: "同意" });
        const second = await k.openTask(id);
        const targets = await k.call<S["BpmNode"][]>("teacher2", "GET", "/bpm/task/return-targets", {
          query: { id: second.id },
        });
        expect(targets.data).toEqual([{ key: "first", name: "初审" }]);
        const before = await k.rowCounts();
        const bad = await k.act("teacher2", "return", { id: second.id, targetKey: "second", reason: "x" });
        expect(bad.status).toBe(400);
        expect(bad.msg).toContain("second");
        expect(await k.rowCounts()).toEqual(before);

        await k.act("teacher2", "return", { id: second.id, targetKey: "first", reason: "材料不全" });
        const again = await k.openTask(id);
        expect([again.definitionKey, again.assigneeUserId]).toEqual(["first", await k.userId("teacher1")]);
        let detail = await k.instance("student08", id);
        expect([detail.data.status, detail.data.result]).toEqual([1, 5]);
        const tasks = await k.tasksOf("student08", id);
        expect(tasks.map((t) => [t.definitionKey, t.result, t.reason])).toEqual([
          ["first", 2, "同意"],
          ["second", 5, "材料不全"],
          ["first", 1, null],
        ]);
        const acts = await k.activities("student08", id);
        expect(acts.filter((a) => a.key === "second")[0]!.endTime).not.toBeNull();
        expect(acts.filter((a) => a.key === "first").map((a) => a.endTime === null)).toEqual([false, true]);

        await k.act("teacher1", "approve", { id: again.id, reason: "已补充" });
        detail = await k.instance("student08", id);
        expect([detail.data.status, detail.data.result]).toEqual([1, 1]);
        await k.act("teacher2", "approve", { id: (await k.openTask(id)).id, reason: "好" });
        expect((await k.instance("student08", id)).data.result).toBe(2);
      });

      it("transfers: the task stays open with the new assignee and the reason; the old one may no longer act", async () => {
        const id = await k.start("student09", twoStep, { days: 1 });
        const task = await k.openTask(id);
        const r = await k.act("teacher1", "transfer", {
          id: task.id,
          assigneeUserId: await k.userId("teacher2"),
          reason: "出差，请李老师代批",
        });
        expect(r.data).toBe(true);
        const [view] = await k.tasksOf("student09", id);
        expect(view).toMatchObject({
          result: 1,
          endTime: null,
          reason: "出差，请李老师代批",
          assigneeUser: { nickname: "李老师" },
        });
        const old = await k.act("teacher1", "approve", { id: task.id, reason: "同意" });
        expect([old.status, old.code]).toEqual([403, 403]);
        const self = await k.act("teacher2", "transfer", {
          id: task.id,
          assigneeUserId: await k.userId("teacher2"),
          reason: "x",
        });
        expect(self.status).toBe(400);
        const nobody = await k.act("teacher2", "transfer", { id: task.id, assigneeUserId: 999999, reason: "x" });
        expect(nobody.status).toBe(400);
        await k.act("teacher2", "approve", { id: task.id, reason: "代批同意" });
        expect((await k.instance("student09", id)).data.result).toBe(2);
      });

      it("cancels by the starter: the instance 4 with the reason, its open tasks 4; nobody else may", async () => {
        const id = await k.start("student10", twoStep, { days: 1 });
        const other = await k.call("student11", "POST", "/bpm/process-instance/cancel", { body: { id, reason: "x" } });
        expect([other.status, other.code]).toEqual([403, 403]);
        const teacher = await k.call("teacher1", "POST", "/bpm/process-instance/cancel", { body: { id, reason: "x" } });
        expect([teacher.status, teacher.msg]).toEqual([403, "只有流程发起人可以取消流程"]);
        expect((await instanceRow(id)).status).toBe(1);
        const r = await k.call("student10", "POST", "/bpm/process-instance/cancel", {
          body: { id, reason: "不需要了" },
        });
        expect(r.data).toBe(true);
        const detail = await k.instance("student10", id);
        expect(detail.data).toMatchObject({ status: 2, result: 4, reason: "不需要了", currentTasks: [] });
        expect((await k.tasksOf("student10", id)).map((t) => t.result)).toEqual([4]);
        const twice = await k.call("student10", "POST", "/bpm/process-instance/cancel", { body: { id, reason: "x" } });
        expect([twice.status, twice.msg]).toEqual([400, "流程已结束"]);
      });
    });

    describe("assignees", () => {
      it("lets any candidate complete a shared task and records who did", async () => {
        const { deployed } = await k.deploy(twoStepBody('flowable:candidateGroups="teacher"'));
        const id = await k.start("student12", deployed.data.id, { days: 1 });
        const task = await k.openTask(id);
        expect(task.assigneeUserId).toBeNull();
        expect(task.candidateUserIds).toEqual([await k.userId("teacher1"), await k.userId("teacher2")]);
        const todo = await k.call<Paged<S["BpmTask"]>>("teacher2", "GET", "/bpm/task/todo-page", {
          query: { pageNo: 1, pageSize: 50 },
        });
        expect(todo.data.list.some((t) => t.id === task.id)).toBe(true);
        await k.act("teacher2", "approve", { id: task.id, reason: "我来批" });
        const [done] = await k.tasksOf("student12", id);
        expect(done!.assigneeUser?.nickname).toBe("李老师");
      });

      it("follows the model's rules over the BPMN attributes: a post, the initiator's department head", async () => {
        const [dean] = await s.database.db.select().from(schema.posts).where(eq(schema.posts.name, "教务主任"));
        const { deployed } = await k.deploy(twoStepBody('flowable:assignee="admin"', 'flowable:assignee="admin"'), {
          settings: {
            tasks: {
              first: { rules: [{ id: "a", type: 50, value: [2], sort: 0 }], buttons: [] },
              second: { rules: [{ id: "b", type: 22, value: [dean!.id], sort: 0 }], buttons: [] },
            },
            flows: {},
          },
        });
        const id = await k.start("student13", deployed.data.id, { days: 8 });
        expect((await k.openTask(id)).assigneeUserId).toBe(await k.userId("teacher1"));
        await k.act("teacher1", "approve", { id: (await k.openTask(id)).id, reason: "同意" });
        expect((await k.openTask(id)).assigneeUserId).toBe(await k.userId("teacher2"));
      });

      it("gives a task nobody can take to the administrators and records why on the instance", async () => {
        const { deployed } = await k.deploy(twoStepBody('flowable:assignee="no_such_user"'));
        const id = await k.start("student14", deployed.data.id, { days: 1 });
        const task = await k.openTask(id);
        expect([task.assigneeUserId, task.candidateUserIds]).toEqual([null, [await k.userId("admin")]]);
        expect((await instanceRow(id)).notes[0]).toContain("任务 “初审” 找不到处理人");
        await k.act("admin", "approve", { id: task.id, reason: "管理员处理" });
        expect((await k.instance("student14", id)).data.result).toBe(2);

        // Started from an English console, the stored note is still in the server's default language:
        // the administrators and everyone else who opens the process read it later.
        const started = await fetch(`${s.base}/bpm/process-instance/create`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${await k.token("student38")}`,
            "accept-language": "en-US",
            "content-type": "application/json",
          },
          body: JSON.stringify({ processDefinitionId: deployed.data.id, variables: { days: 1 } }),
        });
        const english = (await started.json()) as { code: number; data: string | { id: string } };
        expect(english.code).toBe(0);
        const englishId = typeof english.data === "string" ? english.data : english.data.id;
        expect((await instanceRow(englishId)).notes[0]).toContain("任务 “初审” 找不到处理人");
      });

      it("offers only the model's visible buttons and refuses the hidden ones", async () => {
        const { deployed } = await k.deploy(twoStepBody(), {
          settings: {
            tasks: {
              first: {
                rules: [],
                buttons: [
                  { id: "ok", name: "同意", code: "approve", isHide: false, sort: 1 },
                  { id: "no", name: "驳回", code: "reject", isHide: true, sort: 0 },
                ],
              },
            },
            flows: {},
          },
        });
        const id = await k.start("student15", deployed.data.id, { days: 1 });
        const [view] = await k.tasksOf("teacher1", id);
        expect(view!.buttons.map((b) => b.name)).toEqual(["同意"]);
        const r = await k.act("teacher1", "reject", { id: view!.id, reason: "不行" });
        expect([r.status, r.msg]).toEqual([400, "该任务不提供“驳回”操作"]);
        const ret = await k.act("teacher1", "transfer", {
          id: view!.id,
          assigneeUserId: await k.userId("teacher2"),
          reason: "x",
        });
        expect(ret.status).toBe(400);
      });
    });

    describe("who may act and see", () => {
      it("answers 403 to anyone but the assignee (admins aside) and changes nothing", async () => {
        const id = await k.start("student16", twoStep, { days: 5 });
        const task = await k.openTask(id);
        const before = await k.rowCounts();
        const revision = (await instanceRow(id)).revision;
        for (const [who, action, body] of [
          ["teacher2", "approve", { id: task.id, reason: "x" }],
          ["teacher2", "reject", { id: task.id, reason: "x" }],
          ["teacher2", "return", { id: task.id, targetKey: "first", reason: "x" }],
          ["teacher2", "transfer", { id: task.id, assigneeUserId: await k.userId("teacher2"), reason: "x" }],
          ["student16", "approve", { id: task.id, reason: "x" }],
        ] as const) {
          const r = await k.act(who, action, body);
          expect([r.status, r.code], `${who} ${action}`).toEqual([403, 403]);
        }
        const targets = await k.call("teacher2", "GET", "/bpm/task/return-targets", { query: { id: task.id } });
        expect(targets.status).toBe(403);
        expect(await k.rowCounts()).toEqual(before);
        expect((await instanceRow(id)).revision).toBe(revision);
        expect((await k.openTask(id)).id).toBe(task.id);
      });

      it("shows an instance to its starter, its task holders and administrators only", async () => {
        const id = await k.start("student17", twoStep, { days: 1 });
        for (const who of ["student17", "teacher1", "admin"]) {
          expect((await k.instance(who, id)).code, who).toBe(0);
        }
        for (const who of ["student18", "teacher2"]) {
          const calls = [
            k.instance(who, id),
            k.call(who, "GET", "/bpm/task/list-by-process-instance-id", { query: { processInstanceId: id } }),
            k.call(who, "GET", "/bpm/activity/list", { query: { processInstanceId: id } }),
          ];
          for (const r of await Promise.all(calls)) expect([r.status, r.code], who).toEqual([403, 403]);
        }
        const mine = await k.call<Paged<S["BpmProcessInstance"]>>("student18", "GET", "/bpm/process-instance/my-page", {
          query: { pageNo: 1, pageSize: 50 },
        });
        expect(mine.data.list.some((x) => x.id === id)).toBe(false);
        expect((await k.instance("student17", "no-such-instance")).status).toBe(404);
      });
    });

    describe("bad input", () => {
      it("refuses form values the start form refuses, with its message, and writes nothing", async () => {
        const [leave] = await s.database.db
          .select()
          .from(schema.bpmProcessDefinitions)
          .where(eq(schema.bpmProcessDefinitions.key, "leave"));
        const good = { leaveType: "sick", days: 2, startDate: "2026-05-06", reason: "发烧" };
        const before = await k.rowCounts();
        for (const [change, message] of [
          [{ days: 0 }, "请假天数不能小于1"],
          [{ days: 31 }, "请假天数不能大于30"],
          [{ leaveType: "holiday" }, "请假类型的选项无效"],
          [{ startDate: "明天" }, "开始日期不是有效的日期（YYYY-MM-DD）"],
          [{ reason: "" }, "请假事由不能为空"],
          [{ hack: "x" }, "表单中没有字段 hack"],
        ] as const) {
          const r = await k.call("student19", "POST", "/bpm/process-instance/create", {
            body: { processDefinitionId: leave!.id, variables: { ...good, ...change } },
          });
          expect([r.status, r.msg], JSON.stringify(change)).toEqual([400, message]);
        }
        const missing = await k.call("student19", "POST", "/bpm/process-instance/create", {
          body: { processDefinitionId: leave!.id },
        });
        expect(missing.status).toBe(400);
        expect(missing.msg).toContain("body.variables");
        expect(
          (
            await k.call("student19", "POST", "/bpm/process-instance/create", {
              body: { processDefinitionId: 99999, variables: {} },
            })
          ).status,
        ).toBe(404);
        const reasonless = await k.act("teacher1", "approve", { id: "x", reason: "" });
        expect(reasonless.status).toBe(400);
        expect((await k.act("teacher1", "approve", { id: "no-such-task", reason: "x" })).status).toBe(404);
        expect(await k.rowCounts()).toEqual(before);
        const started = await k.call<{ id: string }>("student19", "POST", "/bpm/process-instance/create", {
          body: { processDefinitionId: leave!.id, variables: good },
        });
        expect(started.code).toBe(0);
      });

      it("fails an action whose gateway has no true condition and no default, saving nothing", async () => {
        const { deployed } = await k.deploy(twoStepBody().replace("${days &lt;= 3}", "${days &lt; 0}"));
        const id = await k.start("student20", deployed.data.id, { days: 2 });
        const task = await k.openTask(id);
        const row = await instanceRow(id);
        const before = await k.rowCounts();
        const r = await k.act("teacher1", "approve", { id: task.id, reason: "同意" });
        expect(r.status).toBe(400);
        expect(r.msg).toBe("流程无法继续：元素 “天数” (gw) 没有满足条件的出口，也没有默认流转");
        expect(await k.rowCounts()).toEqual(before);
        const after = await instanceRow(id);
        expect([after.revision, after.status, after.engineState]).toEqual([row.revision, 1, row.engineState]);
        expect((await k.openTask(id)).endTime).toBeNull();
      });
    });

    it("lets exactly one of two simultaneous approvals of a task win", async () => {
      const id = await k.start("student21", twoStep, { days: 5 });
      const task = await k.openTask(id);
      const answers = await Promise.all([
        k.act("teacher1", "approve", { id: task.id, reason: "第一次" }),
        k.act("teacher1", "approve", { id: task.id, reason: "第二次" }),
      ]);
      expect(answers.map((a) => a.code).sort()).toEqual([0, 400]);
      const tasks = await k.tasksOf("student21", id);
      expect(tasks.map((t) => t.definitionKey)).toEqual(["first", "second"]);
    });
  });
}
