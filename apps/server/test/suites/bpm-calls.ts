// Call activities, over real HTTP: a process calls another deployed process by key (its latest
// version), the called instance runs with the caller's starter and variables, and the caller continues
// when it ends; cancelling the caller cancels the called instance; a call to a key that is not deployed
// is refused at deploy, naming the element.
import type { components } from "@smartclass/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bpmKit, processXml } from "../bpm-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type S = components["schemas"];

/** start → one user task `name` (teacher2) → end. */
const calleeBody = (name: string) => `
  <bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="check" />
  <bpmn:userTask id="check" name="${name}" flowable:assignee="teacher2" />
  <bpmn:sequenceFlow id="f2" sourceRef="check" targetRef="end" /><bpmn:endEvent id="end" />`;

/** start → 初审 (teacher1) → call `callee` → 终审 (teacher1) → end. */
const callerBody = (callee: string) => `
  <bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="first" />
  <bpmn:userTask id="first" name="初审" flowable:assignee="teacher1" />
  <bpmn:sequenceFlow id="f2" sourceRef="first" targetRef="call" />
  <bpmn:callActivity id="call" name="教务复核" calledElement="${callee}" />
  <bpmn:sequenceFlow id="f3" sourceRef="call" targetRef="last" />
  <bpmn:userTask id="last" name="终审" flowable:assignee="teacher1" />
  <bpmn:sequenceFlow id="f4" sourceRef="last" targetRef="end" /><bpmn:endEvent id="end" />`;

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineBpmCallTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const k = bpmKit(() => s);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    it("runs the called process's latest version, then continues the caller when it ends", async () => {
      const calleeKey = `callee_${Date.now().toString(36)}`;
      const callee = await k.deploy(calleeBody("子审批"), { key: calleeKey });
      expect(callee.deployed.code).toBe(0);
      // A second version of the called key: the call runs this one.
      const updated = await k.call("teacher1", "PUT", "/bpm/model/update", {
        body: {
          id: callee.model.id,
          name: callee.model.name,
          xml: processXml(calleeKey, calleeBody("新版子审批")),
          settings: { tasks: {}, flows: {} },
        },
      });
      expect(updated.code).toBe(0);
      expect((await k.call("teacher1", "POST", "/bpm/model/deploy", { query: { id: callee.model.id } })).code).toBe(0);

      const definitionId = (await k.deploy(callerBody(calleeKey))).deployed.data.id;
      const id = await k.start("student38", definitionId, { days: 2 });
      expect((await k.act("teacher1", "approve", { id: (await k.openTask(id)).id, reason: "同意" })).code).toBe(0);

      // The caller waits in its call activity; the called instance has the student as its starter.
      expect((await k.tasksOf("student38", id)).filter((t) => t.endTime === null)).toEqual([]);
      const todo = await k.call<{ list: S["BpmTask"][] }>("teacher2", "GET", "/bpm/task/todo-page", {
        query: { pageNo: 1, pageSize: 50 },
      });
      const child = todo.data.list.find((t) => t.name === "新版子审批" && t.processInstance.id !== id);
      expect(child).toBeDefined();
      expect(child!.processInstance.startUser?.nickname).toBeTruthy();
      const mine = await k.call<{ list: S["BpmProcessInstance"][] }>(
        "student38",
        "GET",
        "/bpm/process-instance/my-page",
        {
          query: { pageNo: 1, pageSize: 50 },
        },
      );
      expect(mine.data.list.map((i) => i.id)).toContain(child!.processInstance.id);
      const called = await k.instance("student38", child!.processInstance.id);
      expect(called.data.variables).toMatchObject({ days: 2 });

      expect((await k.act("teacher2", "approve", { id: child!.id, reason: "复核通过" })).code).toBe(0);
      expect((await k.instance("student38", child!.processInstance.id)).data).toMatchObject({ status: 2, result: 2 });
      expect((await k.tasksOf("student38", id)).filter((t) => t.endTime === null).map((t) => t.name)).toEqual(["终审"]);
      expect((await k.act("teacher1", "approve", { id: (await k.openTask(id)).id, reason: "同意" })).code).toBe(0);
      expect((await k.instance("student38", id)).data).toMatchObject({ status: 2, result: 2 });
      const rows = await k.activities("student38", id);
      expect(rows.map((a) => a.key)).toEqual(["start", "first", "call", "last", "end"]);
    });

    it("cancelling the caller cancels the instance it called, and that one's open task, with why", async () => {
      const calleeKey = `callee_${Date.now().toString(36)}_c`;
      expect((await k.deploy(calleeBody("子审批"), { key: calleeKey })).deployed.code).toBe(0);
      const definitionId = (await k.deploy(callerBody(calleeKey))).deployed.data.id;
      const id = await k.start("student39", definitionId, { days: 1 });
      expect((await k.act("teacher1", "approve", { id: (await k.openTask(id)).id, reason: "同意" })).code).toBe(0);
      const mine = await k.call<{ list: S["BpmProcessInstance"][] }>(
        "student39",
        "GET",
        "/bpm/process-instance/my-page",
        {
          query: { pageNo: 1, pageSize: 50 },
        },
      );
      const childId = mine.data.list.find((i) => i.id !== id && i.status === 1)?.id;
      expect(childId).toBeDefined();
      const cancelled = await k.call("student39", "POST", "/bpm/process-instance/cancel", {
        body: { id, reason: "不参加了" },
      });
      expect(cancelled.code).toBe(0);
      expect((await k.instance("student39", id)).data).toMatchObject({ status: 2, result: 4, reason: "不参加了" });
      const child = (await k.instance("student39", childId!)).data;
      expect(child).toMatchObject({ status: 2, result: 4 });
      expect(child.reason).toContain("调用它的流程已结束");
      expect((await k.tasksOf("student39", childId!)).map((t) => [t.name, t.result])).toEqual([["子审批", 4]]);
      // Nothing is left in teacher2's to-do.
      const todo = await k.call<{ list: S["BpmTask"][] }>("teacher2", "GET", "/bpm/task/todo-page", {
        query: { pageNo: 1, pageSize: 50 },
      });
      expect(todo.data.list.filter((t) => t.processInstance.id === childId)).toEqual([]);
    });

    it("refuses at deploy a call to a key that is not deployed, naming the element", async () => {
      const { deployed } = await k.deploy(callerBody("nobody_deployed_this"));
      expect(deployed.code).not.toBe(0);
      expect(deployed.msg).toContain("“教务复核” (call)");
      expect(deployed.msg).toContain("nobody_deployed_this");
    });
  });
}
