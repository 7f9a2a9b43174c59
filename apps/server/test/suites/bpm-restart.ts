// A restart loses no running instance: the engine's state is saved at every wait state, so a new
// server on the same database (PGlite reopened from its files, or PostgreSQL) resumes and finishes
// what the old one started; on PostgreSQL two servers share the instances and a task still has one
// winner.
import type { AddressInfo } from "node:net";

import type { components } from "@smartclass/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../../src/app.js";
import { type Database, openDatabase } from "../../src/db/index.js";
import { bpmKit, twoStepBody, twoStepInSubProcessBody } from "../bpm-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type S = components["schemas"];

/** A server on a database, and a way to call it with a token. */
async function serve(database: Database, config: TestServer["services"]["config"]) {
  const built = await buildApp({ config, database, logStream: { write: () => undefined } });
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}/admin-api`;
  return {
    async call<T>(token: string, method: string, path: string, body?: unknown, query?: Record<string, string>) {
      const qs = query ? `?${new URLSearchParams(query)}` : "";
      const res = await fetch(`${base}${path}${qs}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return (await res.json()) as { code: number; data: T; msg: string };
    },
    close: () => built.app.close(),
  };
}

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineBpmRestartTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const k = bpmKit(() => s);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    it("finishes on a new server an instance started on one that was closed mid-instance, inside a sub-process", async () => {
      const definitionId = (await k.deploy(twoStepInSubProcessBody())).deployed.data.id;
      const id = await k.start("student22", definitionId, { days: 5 });
      await k.act("teacher1", "approve", { id: (await k.openTask(id)).id, reason: "同意" });
      const teacher2 = await k.token("teacher2");
      const student = await k.token("student22");

      // Close the server; open the database again as a new process would (PGlite from its files, which
      // are dumped first: the old engine stays open only for the harness to close it at the end).
      await s.app.close();
      const database =
        engine === "pglite"
          ? await openDatabase({ loadDataDir: await s.database.pglite!.dumpDataDir("none") })
          : await openDatabase({ databaseUrl: s.databaseUrl! });
      const next = await serve(database, s.services.config);
      try {
        const todo = await next.call<{ list: S["BpmTask"][] }>(teacher2, "GET", "/bpm/task/todo-page", undefined, {
          pageNo: "1",
          pageSize: "50",
        });
        const task = todo.data.list.find((t) => t.processInstance.id === id);
        expect(task?.name).toBe("复审");
        const approved = await next.call<boolean>(teacher2, "PUT", "/bpm/task/approve", {
          id: task!.id,
          reason: "重启后审批",
        });
        expect(approved).toMatchObject({ code: 0, data: true });
        const detail = await next.call<S["BpmProcessInstanceDetail"]>(
          student,
          "GET",
          "/bpm/process-instance/get",
          undefined,
          {
            id,
          },
        );
        expect([detail.data.status, detail.data.result]).toEqual([2, 2]);
        const acts = await next.call<S["BpmActivity"][]>(student, "GET", "/bpm/activity/list", undefined, {
          processInstanceId: id,
        });
        // The saved state covered the sub-process's inside: it resumed there and ran on to the end.
        expect(acts.data.map((a) => a.key)).toEqual(["start", "first", "gw", "recheck", "in", "second", "out", "end"]);
        expect(acts.data.every((a) => a.endTime !== null)).toBe(true);
      } finally {
        await next.close();
        await database.close();
      }
    });

    // Two servers at once need a database both can reach: PostgreSQL only.
    if (engine === "postgres")
      it(
        "shares instances between two servers on one PostgreSQL, and a task still has one winner",
        async () => {
          // The first test closed its server; two new ones on a fresh database.
          const fresh = await startServer("postgres");
          const kit = bpmKit(() => fresh);
          const other = await openDatabase({ databaseUrl: fresh.databaseUrl! });
          const second = await serve(other, fresh.services.config);
          try {
            const definitionId = (await kit.deploy(twoStepBody())).deployed.data.id;
            const id = await kit.start("student23", definitionId, { days: 5 });
            const task = await kit.openTask(id);
            const token = await kit.token("teacher1");
            const [a, b] = await Promise.all([
              kit.act("teacher1", "approve", { id: task.id, reason: "一号服务器" }),
              second.call<boolean>(token, "PUT", "/bpm/task/approve", { id: task.id, reason: "二号服务器" }),
            ]);
            expect([a.code, b.code].sort()).toEqual([0, 400]);
            const tasks = await kit.tasksOf("student23", id);
            expect(tasks.map((t) => [t.definitionKey, t.result])).toEqual([
              ["first", 2],
              ["second", 1],
            ]);
          } finally {
            await second.close();
            await other.close();
            await fresh.close();
          }
        },
        SETUP_TIMEOUT,
      );
  });
}
