// Three server instances started at the same moment on one empty PostgreSQL database (as a district's
// servers after an installation, or a rolling start): every one comes up, the migrations and the demo
// seed run once (under the start-up advisory lock, one instance after the other), and each is ready.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";

import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

import { type App, buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { type Database, schema } from "../src/db/index.js";
import { prepareDatabase, type PreparedDatabase } from "../src/startup.js";
import { createPostgresDatabase, engineAvailable, PG_URL } from "./helpers.js";

describe.skipIf(!engineAvailable("postgres"))("postgres: instances started together", () => {
  const started: { app: App; database: Database; dataDir: string }[] = [];
  let name = "";

  afterAll(async () => {
    for (const s of started) {
      await s.app.app.close();
      await s.database.close();
      rmSync(s.dataDir, { recursive: true, force: true });
    }
    if (!name) return;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("all three come up on one empty database, which is migrated and seeded once", async () => {
    const url = await createPostgresDatabase("sc_startup");
    name = url.pathname.slice(1);
    const startOne = async (): Promise<PreparedDatabase & { url: string }> => {
      const dataDir = mkdtempSync(join(tmpdir(), "smartclass-startup-"));
      const config = {
        ...loadConfig({ DATABASE_URL: url.toString() }),
        dataDir,
        logLevel: "silent",
        consoleDist: join(dataDir, "no-console"),
      };
      const prepared = await prepareDatabase(config);
      const app = await buildApp({ config, database: prepared.database });
      started.push({ app, database: prepared.database, dataDir });
      await app.app.listen({ port: 0, host: "127.0.0.1" });
      return { ...prepared, url: `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}` };
    };
    const instances = await Promise.all([startOne(), startOne(), startOne()]);

    expect(instances.filter((i) => i.seeded)).toHaveLength(1);
    const db = instances[0]!.database.db;
    // One seed's people, once: the administrator, two teachers, student01 … student40.
    const people = await db.select({ username: schema.users.username }).from(schema.users);
    const names = people.map((p) => p.username).sort();
    expect(names).toEqual(
      [
        "admin",
        "teacher1",
        "teacher2",
        ...Array.from({ length: 40 }, (_, i) => `student${String(i + 1).padStart(2, "0")}`),
      ].sort(),
    );
    const roles = await db.select({ code: schema.roles.code }).from(schema.roles);
    expect(new Set(roles.map((r) => r.code)).size).toBe(roles.length);
    for (const i of instances) {
      const ready = await fetch(`${i.url}/ready`);
      expect([ready.status, ((await ready.json()) as { status: string }).status]).toEqual([200, "ready"]);
      const login = await fetch(`${i.url}/admin-api/teach/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "teacher1", password: "teacher123" }),
      });
      expect(((await login.json()) as { code: number }).code).toBe(0);
    }
  }, 120_000);
});
