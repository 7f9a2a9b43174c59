// Event sub-processes, over real HTTP: one started by a timer on the server's clock ends the rest of the
// process (interrupting) and runs its own task; one started by a message from another instance runs
// beside the process (non-interrupting); one started by an error end event ends the other branch; an
// event sub-process that never started is no pass in the viewer's rows, and the process ends without it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bpmKit } from "../bpm-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

const HOUR = 3_600_000;

/** A document with one process `key`, and the message and error the test processes refer to. */
const documentOf = (body: string) => (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="D_${key}" targetNamespace="x">
  <bpmn:message id="Msg_${key}" name="催办" />
  <bpmn:error id="Err_${key}" errorCode="MISSING" name="材料不全" />
  <bpmn:process id="${key}" isExecutable="true">${body.replace(/REF/g, key)}</bpmn:process>
</bpmn:definitions>`;

/** An event sub-process `name` started by `definition`, whose one task `task` goes to teacher2. */
const eventSubProcess = (definition: string, interrupting: boolean, name: string, task: string) => `
  <bpmn:subProcess id="esp" name="${name}" triggeredByEvent="true">
    <bpmn:startEvent id="esp_start" isInterrupting="${interrupting}">${definition}</bpmn:startEvent>
    <bpmn:sequenceFlow id="e1" sourceRef="esp_start" targetRef="esp_task" />
    <bpmn:userTask id="esp_task" name="${task}" flowable:assignee="teacher2" />
    <bpmn:sequenceFlow id="e2" sourceRef="esp_task" targetRef="esp_end" /><bpmn:endEvent id="esp_end" />
  </bpmn:subProcess>`;

/** start → 审批 (teacher1) → end, with an event sub-process. */
const approveWith = (sub: string) => `
  <bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
  <bpmn:userTask id="approve" name="审批" flowable:assignee="teacher1" />
  <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" /><bpmn:endEvent id="end" />
  ${sub}`;

const TIMER = "<bpmn:timerEventDefinition><bpmn:timeDuration>PT2H</bpmn:timeDuration></bpmn:timerEventDefinition>";
const MESSAGE = '<bpmn:messageEventDefinition messageRef="Msg_REF" />';
const ERROR = '<bpmn:errorEventDefinition errorRef="Err_REF" />';

/** start → 催 (teacher1) → throws 催办 → end. */
const sender = `
  <bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="push" />
  <bpmn:userTask id="push" name="催" flowable:assignee="teacher1" />
  <bpmn:sequenceFlow id="f2" sourceRef="push" targetRef="send" />
  <bpmn:intermediateThrowEvent id="send">${MESSAGE}</bpmn:intermediateThrowEvent>
  <bpmn:sequenceFlow id="f3" sourceRef="send" targetRef="end" /><bpmn:endEvent id="end" />`;

/** fork → 材料审核 (teacher1) → error end 材料不全 | 费用审核 (teacher2) → end; an error event sub-process. */
const errorInBranch = `
  <bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="fork" />
  <bpmn:parallelGateway id="fork" />
  <bpmn:sequenceFlow id="f2" sourceRef="fork" targetRef="papers" /><bpmn:sequenceFlow id="f3" sourceRef="fork" targetRef="fees" />
  <bpmn:userTask id="papers" name="材料审核" flowable:assignee="teacher1" />
  <bpmn:sequenceFlow id="f4" sourceRef="papers" targetRef="missing" />
  <bpmn:endEvent id="missing" name="材料不全">${ERROR}</bpmn:endEvent>
  <bpmn:userTask id="fees" name="费用审核" flowable:assignee="teacher2" />
  <bpmn:sequenceFlow id="f5" sourceRef="fees" targetRef="end" /><bpmn:endEvent id="end" />
  ${eventSubProcess(ERROR, true, "补交材料", "通知补交")}`;

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineBpmEventSubProcessTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const k = bpmKit(() => s);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    const deploy = async (body: string) => {
      const { deployed } = await k.deploy("", { xml: documentOf(body) });
      if (deployed.code !== 0) throw new Error(deployed.msg);
      return deployed.data.id;
    };
    const tasks = async (who: string, id: string) =>
      (await k.tasksOf(who, id)).map((t) => [t.definitionKey, t.endTime === null ? "open" : t.result]).sort();
    const approve = async (who: string, id: string, key: string) => {
      const task = (await k.tasksOf(who, id)).find((t) => t.definitionKey === key && t.endTime === null);
      expect((await k.act(who, "approve", { id: task!.id, reason: "同意" })).code).toBe(0);
    };
    const keys = async (who: string, id: string) => (await k.activities(who, id)).map((a) => a.key);

    it("a timer event sub-process (interrupting) ends the overdue task by the server's clock and runs its own", async () => {
      const id = await k.start(
        "student01",
        await deploy(approveWith(eventSubProcess(TIMER, true, "超时处理", "超时处理人"))),
        {},
      );
      s.clock.advance(HOUR);
      await s.bpmTimers.sweepNow();
      expect(await tasks("student01", id)).toEqual([["approve", "open"]]);
      // Not started yet: no row of the event sub-process.
      expect(await keys("student01", id)).toEqual(["start", "approve"]);
      s.clock.advance(HOUR + 1000);
      expect(await s.bpmTimers.sweepNow()).toBeGreaterThanOrEqual(1);
      expect(await tasks("student01", id)).toEqual([
        ["approve", 4],
        ["esp_task", "open"],
      ]);
      await approve("teacher2", id, "esp_task");
      expect((await k.instance("student01", id)).data).toMatchObject({ status: 2, result: 2 });
      expect(await keys("student01", id)).toEqual(["start", "approve", "esp", "esp_start", "esp_task", "esp_end"]);
    });

    it("a process with an event sub-process that never started ends when its own flow ends", async () => {
      const id = await k.start(
        "student02",
        await deploy(approveWith(eventSubProcess(TIMER, true, "超时处理", "超时处理人"))),
        {},
      );
      await approve("teacher1", id, "approve");
      expect((await k.instance("student02", id)).data).toMatchObject({ status: 2, result: 2 });
      expect(await keys("student02", id)).toEqual(["start", "approve", "end"]);
      // Its timer is gone with it: nothing fires later.
      s.clock.advance(3 * HOUR);
      await s.bpmTimers.sweepNow();
      expect(await tasks("student02", id)).toEqual([["approve", 2]]);
    });

    it("a message from another instance starts a non-interrupting event sub-process beside the open task", async () => {
      const id = await k.start(
        "student03",
        await deploy(approveWith(eventSubProcess(MESSAGE, false, "催办处理", "回复催办"))),
        {},
      );
      const push = await k.start("student04", await deploy(sender), {});
      await approve("teacher1", push, "push");
      expect(await tasks("student03", id)).toEqual([
        ["approve", "open"],
        ["esp_task", "open"],
      ]);
      await approve("teacher2", id, "esp_task");
      expect((await k.instance("student03", id)).data.status).toBe(1);
      await approve("teacher1", id, "approve");
      expect((await k.instance("student03", id)).data).toMatchObject({ status: 2, result: 2 });
    });

    it("an error end event in one branch starts the error event sub-process, which ends the other branch", async () => {
      const id = await k.start("student05", await deploy(errorInBranch), {});
      expect(await tasks("student05", id)).toEqual([
        ["fees", "open"],
        ["papers", "open"],
      ]);
      await approve("teacher1", id, "papers");
      expect(await tasks("student05", id)).toEqual([
        ["esp_task", "open"],
        ["fees", 4],
        ["papers", 2],
      ]);
      await approve("teacher2", id, "esp_task");
      expect((await k.instance("student05", id)).data).toMatchObject({ status: 2, result: 2 });
    });
  });
}
