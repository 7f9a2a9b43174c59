// Timer events on the server's clock, over real HTTP: an intermediate timer holds the process until
// the clock passes it, an interrupting boundary timer ends an overdue task and escalates, a
// non-interrupting one reminds while the task stays open, a timer start event delays the first task,
// and a timer that fell due while the server was down fires when a new server starts.
import type { AddressInfo } from "node:net";

import type { components } from "@smartclass/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../../src/app.js";
import { openDatabase, schema } from "../../src/db/index.js";
import { bpmKit } from "../bpm-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type S = components["schemas"];

const HOUR = 3_600_000;
const timer = (value: string, kind = "timeDuration") =>
  `<bpmn:timerEventDefinition><bpmn:${kind}>${value}</bpmn:${kind}></bpmn:timerEventDefinition>`;

/** start → 等一小时 (PT1H) → 审批 (teacher1) → end. */
const waitThenApprove = `
  <bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="wait" />
  <bpmn:intermediateCatchEvent id="wait" name="等一小时">${timer("PT1H")}</bpmn:intermediateCatchEvent>
  <bpmn:sequenceFlow id="f2" sourceRef="wait" targetRef="approve" />
  <bpmn:userTask id="approve" name="审批" flowable:assignee="teacher1" />
  <bpmn:sequenceFlow id="f3" sourceRef="approve" targetRef="end" /><bpmn:endEvent id="end" />`;

/**
 * 审批 (teacher1) with a non-interrupting 2-hour reminder (提醒, to teacher2) and an interrupting
 * one-day deadline that escalates to 升级 (teacher2).
 */
const approveWithDeadlines = `
  <bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
  <bpmn:userTask id="approve" name="审批" flowable:assignee="teacher1" />
  <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" /><bpmn:endEvent id="end" />
  <bpmn:boundaryEvent id="remind" name="两小时提醒" attachedToRef="approve" cancelActivity="false">${timer("PT2H")}</bpmn:boundaryEvent>
  <bpmn:sequenceFlow id="f3" sourceRef="remind" targetRef="reminder" />
  <bpmn:userTask id="reminder" name="提醒" flowable:assignee="teacher2" />
  <bpmn:sequenceFlow id="f4" sourceRef="reminder" targetRef="end2" /><bpmn:endEvent id="end2" />
  <bpmn:boundaryEvent id="overdue" name="一天超时" attachedToRef="approve">${timer("P1D")}</bpmn:boundaryEvent>
  <bpmn:sequenceFlow id="f5" sourceRef="overdue" targetRef="escalate" />
  <bpmn:userTask id="escalate" name="升级" flowable:assignee="teacher2" />
  <bpmn:sequenceFlow id="f6" sourceRef="escalate" targetRef="end3" /><bpmn:endEvent id="end3" />`;

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineBpmTimerTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const k = bpmKit(() => s);
    const openKeys = async (who: string, id: string) =>
      (await k.tasksOf(who, id))
        .filter((t) => t.endTime === null)
        .map((t) => t.definitionKey)
        .sort();

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    it("holds the process at an intermediate timer until the server's clock passes it", async () => {
      const definitionId = (await k.deploy(waitThenApprove)).deployed.data.id;
      const id = await k.start("student33", definitionId, {});
      expect(await openKeys("student33", id)).toEqual([]);
      s.clock.advance(HOUR / 2);
      await s.bpmTimers.sweepNow();
      expect(await openKeys("student33", id)).toEqual([]);
      s.clock.advance(HOUR / 2 + 1000);
      expect(await s.bpmTimers.sweepNow()).toBeGreaterThanOrEqual(1);
      expect(await openKeys("student33", id)).toEqual(["approve"]);
      expect((await k.act("teacher1", "approve", { id: (await k.openTask(id)).id, reason: "同意" })).code).toBe(0);
      expect((await k.instance("student33", id)).data).toMatchObject({ status: 2, result: 2 });
      const rows = await k.activities("student33", id);
      expect(rows.map((a) => a.key)).toEqual(["start", "wait", "approve", "end"]);
      expect(rows.every((a) => a.endTime !== null)).toBe(true);
    });

    it("reminds without ending the task (non-interrupting), then ends the overdue task and escalates (interrupting)", async () => {
      const definitionId = (await k.deploy(approveWithDeadlines)).deployed.data.id;
      const id = await k.start("student34", definitionId, {});
      expect(await openKeys("student34", id)).toEqual(["approve"]);

      s.clock.advance(2 * HOUR + 1000);
      await s.bpmTimers.sweepNow();
      expect(await openKeys("student34", id)).toEqual(["approve", "reminder"]);
      // The reminder timer that fired is a pass, ended, with the flow it took; the deadline is not yet one.
      const fired = (await k.activities("student34", id)).filter((a) => a.key === "remind" || a.key === "overdue");
      expect(fired).toMatchObject([{ key: "remind", endTime: expect.any(Number) }]);
      expect(fired[0]!.outgoing?.length).toBe(1);

      s.clock.advance(22 * HOUR);
      await s.bpmTimers.sweepNow();
      const tasks = await k.tasksOf("student34", id);
      expect(await openKeys("student34", id)).toEqual(["escalate", "reminder"]);
      // The overdue task was ended by the deadline, not approved.
      expect(tasks.find((t) => t.definitionKey === "approve")).toMatchObject({ result: 4 });

      for (const key of ["reminder", "escalate"]) {
        const task = (await k.tasksOf("student34", id)).find((t) => t.definitionKey === key && t.endTime === null)!;
        expect((await k.act("teacher2", "approve", { id: task.id, reason: "好" })).code).toBe(0);
      }
      expect((await k.instance("student34", id)).data).toMatchObject({ status: 2, result: 2 });
    });

    it("answers an approval before the deadline: the boundary timers are cancelled and never fire", async () => {
      const definitionId = (await k.deploy(approveWithDeadlines)).deployed.data.id;
      const id = await k.start("student35", definitionId, {});
      expect((await k.act("teacher1", "approve", { id: (await k.openTask(id)).id, reason: "同意" })).code).toBe(0);
      expect((await k.instance("student35", id)).data).toMatchObject({ status: 2, result: 2 });
      s.clock.advance(2 * 24 * HOUR);
      await s.bpmTimers.sweepNow();
      expect(await openKeys("student35", id)).toEqual([]);
      // Timers that never fired are no passes: the viewer shows only the path taken.
      expect((await k.activities("student35", id)).map((a) => a.key)).toEqual(["start", "approve", "end"]);
    });

    it("delays the first task by a timer start event", async () => {
      const body = `
        <bpmn:startEvent id="start" name="十分钟后">${timer("PT10M")}</bpmn:startEvent>
        <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
        <bpmn:userTask id="approve" name="审批" flowable:assignee="teacher1" />
        <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" /><bpmn:endEvent id="end" />`;
      const definitionId = (await k.deploy(body)).deployed.data.id;
      const id = await k.start("student36", definitionId, {});
      expect(await openKeys("student36", id)).toEqual([]);
      s.clock.advance(10 * 60_000 + 1000);
      await s.bpmTimers.sweepNow();
      expect(await openKeys("student36", id)).toEqual(["approve"]);
    });

    it("refuses a timer given by an expression at deploy, naming the element", async () => {
      const body = waitThenApprove.replace("PT1H", "${wait}");
      const { deployed } = await k.deploy(body);
      expect(deployed.code).not.toBe(0);
      expect(deployed.msg).toContain("“等一小时” (wait)");
      expect(deployed.msg).toContain("${wait}");
    });

    // Closes the suite's server: keep it last.
    it("fires on a new server a timer that fell due while the server was down", async () => {
      const definitionId = (await k.deploy(waitThenApprove)).deployed.data.id;
      const id = await k.start("student37", definitionId, {});
      const teacher1 = await k.token("teacher1");
      await s.app.close();
      // Also longer than the timer by the real clock: the engine's own saved expiry has passed.
      const pastExpiry = (value: unknown): unknown =>
        JSON.parse(JSON.stringify(value).replace(/"expireAt":"[^"]*"/g, '"expireAt":"2000-01-01T00:00:00.000Z"'));
      const [saved] = await s.database.db
        .select({ state: schema.bpmProcessInstances.engineState })
        .from(schema.bpmProcessInstances)
        .where(eq(schema.bpmProcessInstances.id, id));
      await s.database.db
        .update(schema.bpmProcessInstances)
        .set({ engineState: pastExpiry(saved!.state) as NonNullable<typeof saved>["state"] })
        .where(eq(schema.bpmProcessInstances.id, id));
      const database =
        engine === "pglite"
          ? await openDatabase({ loadDataDir: await s.database.pglite!.dumpDataDir("none") })
          : await openDatabase({ databaseUrl: s.databaseUrl! });
      // The new server starts two hours later: its first sweep, at start, fires the timer.
      const later = { now: () => new Date(s.clock.now().getTime() + 2 * HOUR) };
      const built = await buildApp({
        config: s.services.config,
        database,
        clock: later,
        logStream: { write: () => undefined },
      });
      try {
        await built.app.listen({ port: 0, host: "127.0.0.1" });
        await built.bpmTimers.sweepNow();
        const base = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}/admin-api`;
        const res = await fetch(`${base}/bpm/task/todo-page?pageNo=1&pageSize=50`, {
          headers: { authorization: `Bearer ${teacher1}` },
        });
        const todo = (await res.json()) as { data: { list: S["BpmTask"][] } };
        expect(todo.data.list.find((t) => t.processInstance.id === id)?.name).toBe("审批");
      } finally {
        await built.app.close();
        await database.close();
      }
    });
  });
}
