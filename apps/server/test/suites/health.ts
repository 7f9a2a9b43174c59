// GET /health and GET /ready on both engines: outside /admin-api, without login; /ready names what is
// not ready with 503 (the schema behind this version; on PostgreSQL the push listener while its
// connection is down, logged at warn once when it goes down and once when it is back).
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Engine, engineAvailable, PG_URL, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

interface ReadyBody {
  status: string;
  checks: { database: boolean; migrations: boolean; push: boolean };
  notReady: string[];
}

export function defineHealthTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(`${engine}: health and readiness`, () => {
    let s: TestServer;

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    async function ready(): Promise<{ status: number; body: ReadyBody }> {
      const res = await fetch(`${s.url}/ready`);
      return { status: res.status, body: (await res.json()) as ReadyBody };
    }

    /** Asks /ready until `done` holds (a bounded poll on the instance's own state, not a sleep for time). */
    async function readyUntil(done: (r: { status: number; body: ReadyBody }) => boolean, limitMs = 30_000) {
      const until = Date.now() + limitMs;
      for (;;) {
        const r = await ready();
        if (done(r) || Date.now() > until) return r;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    const logged = (text: string) => s.logs.filter((line) => line.includes(text));

    it("says the process is alive on /health, with no login", async () => {
      const res = await fetch(`${s.url}/health`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ status: "ok" });
    });

    it("is ready when the database answers with this version's schema and the push listener is connected", async () => {
      expect(await ready()).toEqual({
        status: 200,
        body: { status: "ready", checks: { database: true, migrations: true, push: true }, notReady: [] },
      });
    });

    it("answers 503 naming the schema while a migration of this version is not applied", async () => {
      const last = await s.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
      );
      const row = (last as unknown as { rows: { hash: string; created_at: string }[] }).rows[0]!;
      try {
        const r = await ready();
        expect(r.status).toBe(503);
        expect(r.body.status).toBe("not ready");
        expect(r.body.checks).toEqual({ database: true, migrations: false, push: true });
        expect(r.body.notReady).toEqual(["database schema: migrations of this version not applied"]);
      } finally {
        await s.database.db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
        );
      }
      expect((await ready()).status).toBe(200);
    });

    it.skipIf(engine !== "postgres")(
      "answers 503 while the push listener is down and logs each change once at warn",
      async () => {
        const name = new URL(s.databaseUrl!).pathname.slice(1);
        const admin = new pg.Client({ connectionString: PG_URL });
        await admin.connect();
        try {
          // The listener cannot come back until connections are allowed again; the pool's open ones go on.
          await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
          const ended = await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'`,
            [name],
          );
          expect(ended.rowCount).toBe(1);
          const down = await readyUntil((r) => !r.body.checks.push);
          expect(down.status).toBe(503);
          expect(down.body.checks.push).toBe(false);
          expect(down.body.notReady).toContain("push: the listening connection to PostgreSQL is down (reconnecting)");
          await ready();
          await ready();
          expect(logged("push listener down")).toHaveLength(1);
          expect(logged("push listener down")[0]).toContain('"level":40');
        } finally {
          await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
          await admin.end();
        }
        const back = await readyUntil((r) => r.status === 200);
        expect(back.body).toMatchObject({ status: "ready", checks: { push: true } });
        await ready();
        expect(logged("push listener connected again")).toHaveLength(1);
        expect(logged("push listener down")).toHaveLength(1);
      },
      60_000,
    );
  });
}
