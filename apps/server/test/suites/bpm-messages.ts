// Messages and signals between running instances, over real HTTP: a signal thrown by one instance
// reaches every instance waiting for it (by the signal's name), a message reaches the one instance that
// has waited longest for it, or, when its message names a correlation key, the one whose key's value is
// the sender's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bpmKit } from "../bpm-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

/** A document with one process `key`, and the messages and signals every test process refers to. */
const documentOf = (body: string) => (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="D_${key}" targetNamespace="x">
  <bpmn:signal id="Sig_${key}" name="放假通知" />
  <bpmn:message id="Msg_${key}" name="材料到齐" />
  <bpmn:process id="${key}" isExecutable="true">${body.replace(/REF/g, key)}</bpmn:process>
</bpmn:definitions>`;

/** start → waits for `definition` → 审批 (teacher1) → end. */
const receiver = (definition: string) => `
  <bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="wait" />
  <bpmn:intermediateCatchEvent id="wait" name="等通知">${definition}</bpmn:intermediateCatchEvent>
  <bpmn:sequenceFlow id="f2" sourceRef="wait" targetRef="approve" />
  <bpmn:userTask id="approve" name="审批" flowable:assignee="teacher1" />
  <bpmn:sequenceFlow id="f3" sourceRef="approve" targetRef="end" /><bpmn:endEvent id="end" />`;

/** start → 发布 (teacher2) → throws `definition` → end. */
const sender = (definition: string) => `
  <bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="publish" />
  <bpmn:userTask id="publish" name="发布" flowable:assignee="teacher2" />
  <bpmn:sequenceFlow id="f2" sourceRef="publish" targetRef="send" />
  <bpmn:intermediateThrowEvent id="send" name="发出">${definition}</bpmn:intermediateThrowEvent>
  <bpmn:sequenceFlow id="f3" sourceRef="send" targetRef="end" /><bpmn:endEvent id="end" />`;

/** A document whose message 成绩复核 is correlated by the variable studentNo (as Camunda Modeler writes it). */
const correlatedOf =
  (body: string, key = "=studentNo") =>
  (id: string) =>
    documentOf(body)(id)
      .replace("xmlns:flowable=", 'xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" xmlns:flowable=')
      .replace(
        `<bpmn:message id="Msg_${id}" name="材料到齐" />`,
        `<bpmn:message id="Msg_${id}" name="成绩复核"><bpmn:extensionElements><zeebe:subscription correlationKey="${key}" /></bpmn:extensionElements></bpmn:message>`,
      );

const SIGNAL = '<bpmn:signalEventDefinition signalRef="Sig_REF" />';
const MESSAGE = '<bpmn:messageEventDefinition messageRef="Msg_REF" />';

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineBpmMessageTests(engine: Engine) {
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
    const openNames = async (who: string, id: string) =>
      (await k.tasksOf(who, id)).filter((t) => t.endTime === null).map((t) => t.name);
    const send = async (body: string) => {
      const id = await k.start("student26", await deploy(body), {});
      expect((await k.act("teacher2", "approve", { id: (await k.openTask(id)).id, reason: "发" })).code).toBe(0);
      expect((await k.instance("student26", id)).data.status).toBe(2);
    };

    it("delivers a signal to every instance waiting for it, by the signal's name", async () => {
      const waits = await deploy(receiver(SIGNAL));
      const first = await k.start("student27", waits, {});
      const second = await k.start("student28", waits, {});
      expect(await openNames("student27", first)).toEqual([]);
      await send(sender(SIGNAL));
      expect(await openNames("student27", first)).toEqual(["审批"]);
      expect(await openNames("student28", second)).toEqual(["审批"]);
    });

    it("delivers a correlated message to the instance whose key's value is the sender's, not the longest waiting", async () => {
      const { deployed } = await k.deploy("", { xml: correlatedOf(receiver(MESSAGE)) });
      expect(deployed.code).toBe(0);
      const first = await k.start("student31", deployed.data.id, { studentNo: "2026001" });
      const second = await k.start("student32", deployed.data.id, { studentNo: "2026002" });
      const sending = (await k.deploy("", { xml: correlatedOf(sender(MESSAGE)) })).deployed.data.id;
      const id = await k.start("student33", sending, { studentNo: "2026002" });
      expect((await k.act("teacher2", "approve", { id: (await k.openTask(id)).id, reason: "发" })).code).toBe(0);
      expect(await openNames("student32", second)).toEqual(["审批"]);
      expect(await openNames("student31", first)).toEqual([]);

      // A key over several variables is refused at deploy, naming the event.
      const refused = (await k.deploy("", { xml: correlatedOf(receiver(MESSAGE), "=grade + studentNo") })).deployed;
      expect(refused.code).not.toBe(0);
      expect(refused.msg).toContain("“等通知” (wait)");
      expect(refused.msg).toContain("=grade + studentNo");
    });

    it("delivers a message to the one instance that has waited longest for it", async () => {
      const waits = await deploy(receiver(MESSAGE));
      const first = await k.start("student29", waits, {});
      const second = await k.start("student30", waits, {});
      await send(sender(MESSAGE));
      expect(await openNames("student29", first)).toEqual(["审批"]);
      expect(await openNames("student30", second)).toEqual([]);
      await send(sender(MESSAGE));
      expect(await openNames("student30", second)).toEqual(["审批"]);
    });
  });
}
