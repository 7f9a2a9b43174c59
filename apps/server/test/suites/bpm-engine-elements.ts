// What the built-in engine runs beyond a straight line of approvals, over real HTTP: an embedded
// sub-process with parallel branches (each branch's task to its assignee, the viewer's rows for the
// elements inside), an inclusive gateway, multi-instance user tasks (会签, parallel and sequential),
// and a collaboration whose other pool is documentation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bpmKit, parallelSubProcessBody } from "../bpm-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

const NS =
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"';

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineBpmEngineElementsTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const k = bpmKit(() => s);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    it("runs an embedded sub-process's parallel branches: each assignee completes theirs, then the process ends", async () => {
      const definitionId = (await k.deploy(parallelSubProcessBody())).deployed.data.id;
      const id = await k.start("student31", definitionId, {});
      const open = (await k.tasksOf("student31", id)).map((t) => [t.definitionKey, t.assigneeUser?.nickname]);
      expect(open.sort()).toEqual([
        ["a", "张老师"],
        ["b", "李老师"],
      ]);
      const running = await k.activities("student31", id);
      expect(
        running
          .filter((a) => a.endTime === null)
          .map((a) => a.key)
          .sort(),
      ).toEqual(["a", "b", "review"]);

      const taskOf = async (key: string) => (await k.tasksOf("student31", id)).find((t) => t.definitionKey === key)!;
      // Nobody may complete another branch's task; a task inside a sub-process offers no return.
      expect((await k.act("teacher2", "approve", { id: (await taskOf("a")).id, reason: "x" })).status).toBe(403);
      const targets = await k.call<unknown[]>("teacher1", "GET", "/bpm/task/return-targets", {
        query: { id: (await taskOf("a")).id },
      });
      expect(targets.data).toEqual([]);

      expect((await k.act("teacher1", "approve", { id: (await taskOf("a")).id, reason: "甲同意" })).code).toBe(0);
      expect((await k.instance("student31", id)).data.status).toBe(1);
      expect((await k.act("teacher2", "approve", { id: (await taskOf("b")).id, reason: "乙同意" })).code).toBe(0);
      const done = await k.instance("student31", id);
      expect([done.data.status, done.data.result]).toEqual([2, 2]);
      const rows = await k.activities("student31", id);
      expect(new Set(rows.map((a) => a.key))).toEqual(
        new Set(["start", "review", "review_start", "fork", "a", "b", "join", "review_end", "end"]),
      );
      expect(rows.every((a) => a.endTime !== null)).toBe(true);
      expect(rows.find((a) => a.key === "fork")?.outgoing.sort()).toEqual(["r2", "r3"]);
    });

    it("takes every inclusive-gateway flow whose condition holds, and joins them", async () => {
      const body = `
        <bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="split" />
        <bpmn:inclusiveGateway id="split" />
        <bpmn:sequenceFlow id="toA" sourceRef="split" targetRef="a"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 1}</bpmn:conditionExpression></bpmn:sequenceFlow>
        <bpmn:sequenceFlow id="toB" sourceRef="split" targetRef="b"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 5}</bpmn:conditionExpression></bpmn:sequenceFlow>
        <bpmn:sequenceFlow id="toC" sourceRef="split" targetRef="c"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 2}</bpmn:conditionExpression></bpmn:sequenceFlow>
        <bpmn:userTask id="a" name="甲" flowable:assignee="teacher1" />
        <bpmn:userTask id="b" name="乙" flowable:assignee="teacher1" />
        <bpmn:userTask id="c" name="丙" flowable:assignee="teacher2" />
        <bpmn:sequenceFlow id="fa" sourceRef="a" targetRef="merge" />
        <bpmn:sequenceFlow id="fb" sourceRef="b" targetRef="merge" />
        <bpmn:sequenceFlow id="fc" sourceRef="c" targetRef="merge" />
        <bpmn:inclusiveGateway id="merge" />
        <bpmn:sequenceFlow id="f2" sourceRef="merge" targetRef="end" /><bpmn:endEvent id="end" />`;
      const definitionId = (await k.deploy(body)).deployed.data.id;
      const id = await k.start("student32", definitionId, { days: 3 });
      const tasks = await k.tasksOf("student32", id);
      expect(tasks.map((t) => t.definitionKey).sort()).toEqual(["a", "c"]);
      const byKey = (key: string) => tasks.find((t) => t.definitionKey === key)!.id;
      expect((await k.act("teacher2", "approve", { id: byKey("c"), reason: "好" })).code).toBe(0);
      expect((await k.instance("student32", id)).data.status).toBe(1);
      expect((await k.act("teacher1", "approve", { id: byKey("a"), reason: "好" })).code).toBe(0);
      expect((await k.instance("student32", id)).data.result).toBe(2);
    });

    it("runs multi-instance user tasks: parallel until the completion condition holds, then sequential one after another", async () => {
      const loop = (sequential: boolean, completion: string) =>
        `<bpmn:multiInstanceLoopCharacteristics isSequential="${sequential}"><bpmn:loopCardinality>\${n}</bpmn:loopCardinality>${completion}</bpmn:multiInstanceLoopCharacteristics>`;
      const body = `
        <bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="vote" />
        <bpmn:userTask id="vote" name="会签" flowable:candidateUsers="teacher1,teacher2,admin">${loop(
          false,
          '<bpmn:completionCondition xsi:type="bpmn:tFormalExpression">${nrOfCompletedInstances &gt;= 2}</bpmn:completionCondition>',
        )}</bpmn:userTask>
        <bpmn:sequenceFlow id="f2" sourceRef="vote" targetRef="line" />
        <bpmn:userTask id="line" name="依次审批" flowable:candidateUsers="teacher2,teacher1">${loop(true, "")}</bpmn:userTask>
        <bpmn:sequenceFlow id="f3" sourceRef="line" targetRef="end" /><bpmn:endEvent id="end" />`;
      const definitionId = (await k.deploy(body)).deployed.data.id;
      const id = await k.start("student34", definitionId, { n: 3 });
      const tasks = async () =>
        (await k.tasksOf("student34", id)).map((t) => ({
          id: t.id,
          key: t.definitionKey,
          who: t.assigneeUser?.nickname,
          result: t.result,
        }));
      const votes = await tasks();
      expect(votes.map((t) => t.who).sort()).toEqual(["张老师", "李老师", "管理员"].sort());
      const of = (list: Awaited<ReturnType<typeof tasks>>, key: string, who: string) =>
        list.find((t) => t.key === key && t.who === who && t.result === 1)!.id;
      expect((await k.act("teacher1", "approve", { id: of(votes, "vote", "张老师"), reason: "同意" })).code).toBe(0);
      expect((await tasks()).filter((t) => t.key === "line")).toEqual([]);
      expect((await k.act("teacher2", "approve", { id: of(votes, "vote", "李老师"), reason: "同意" })).code).toBe(0);
      // Two of three approved: the condition held, the administrator's vote was withdrawn (4), and the
      // sequential task asks its people one at a time (three times, the cardinality being n).
      const after = await tasks();
      expect(after.find((t) => t.who === "管理员")?.result).toBe(4);
      expect(after.filter((t) => t.key === "line").map((t) => t.who)).toEqual(["李老师"]);
      expect((await k.act("teacher2", "approve", { id: of(after, "line", "李老师"), reason: "好" })).code).toBe(0);
      const second = await tasks();
      expect(second.filter((t) => t.key === "line" && t.result === 1).map((t) => t.who)).toEqual(["张老师"]);
      expect((await k.act("teacher1", "approve", { id: of(second, "line", "张老师"), reason: "好" })).code).toBe(0);
      const third = (await tasks()).find((t) => t.key === "line" && t.result === 1)!;
      expect((await k.act("admin", "approve", { id: third.id, reason: "好" })).code).toBe(0);
      expect((await k.instance("student34", id)).data.result).toBe(2);
    });

    it("runs the model's pool of a collaboration; the other pool, though marked executable, never runs", async () => {
      const xml = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${NS} id="D_${key}" targetNamespace="http://flowable.org/bpmn">
  <bpmn:collaboration id="school">
    <bpmn:participant id="p_school" name="学校" processRef="${key}" />
    <bpmn:participant id="p_parent" name="家长" processRef="${key}_parent" />
  </bpmn:collaboration>
  <bpmn:process id="${key}" isExecutable="true">
    <bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="t" />
    <bpmn:userTask id="t" name="班主任审批" flowable:assignee="teacher1" />
    <bpmn:sequenceFlow id="f2" sourceRef="t" targetRef="end" /><bpmn:endEvent id="end" />
  </bpmn:process>
  <bpmn:process id="${key}_parent" isExecutable="true">
    <bpmn:startEvent id="ps" /><bpmn:sequenceFlow id="pf" sourceRef="ps" targetRef="pt" />
    <bpmn:userTask id="pt" name="家长确认" flowable:assignee="teacher2" />
  </bpmn:process>
</bpmn:definitions>`;
      const definitionId = (await k.deploy("", { xml })).deployed.data.id;
      const id = await k.start("student33", definitionId, {});
      expect((await k.tasksOf("student33", id)).map((t) => t.definitionKey)).toEqual(["t"]);
      expect((await k.activities("student33", id)).map((a) => a.key)).toEqual(["start", "t"]);
      expect((await k.act("teacher1", "approve", { id: (await k.openTask(id)).id, reason: "同意" })).code).toBe(0);
      expect((await k.instance("student33", id)).data.result).toBe(2);
    });
  });
}
