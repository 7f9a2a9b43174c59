// Push across a PostgreSQL restart, with two server instances on one database. The cluster is a private
// one (scripts/ci-postgres.sh with a directory of its own), so stopping it cannot break the other suites
// running on the shared test cluster at the same time; it is removed after the file, failed or not.
// While the database is down both instances answer /ready with 503; once it is back they answer 200,
// and every event sent after the restart reaches the students' sockets on both instances, in order,
// none missing (the sockets to the instances stay open through the restart).
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type App, buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { type Database, openDatabase, schema } from "../src/db/index.js";
import { seedIfEmpty } from "../src/seed.js";
import { PG_URL, TestClock } from "./helpers.js";
import { connectV2, type RawPush } from "./push-kit.js";

const run = promisify(execFile);
const script = join(dirname(fileURLToPath(import.meta.url)), "..", "scripts", "ci-postgres.sh");

/** The newest installed PostgreSQL's bin folder (where pg_ctl is), as ci-postgres.sh finds it. */
function postgresBin(): string | undefined {
  try {
    const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b));
    const bin = versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : undefined;
    return bin && existsSync(join(bin, "pg_ctl")) ? bin : undefined;
  } catch {
    return undefined;
  }
}

const BIN = postgresBin();
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program as the cluster's owner (postgres refuses to run as root). */
function asOwner(program: string, args: string[]) {
  return asRoot
    ? run("runuser", ["-u", "postgres", "--", join(BIN!, program), ...args])
    : run(join(BIN!, program), args);
}

/** Asks until `check` answers true (a bounded poll on the servers' own state, not a wait for time). */
async function until(check: () => Promise<boolean>, ms = 30_000): Promise<boolean> {
  const limit = Date.now() + ms;
  for (;;) {
    // A refused request (the database still starting) counts as "not yet".
    if (await check().catch(() => false)) return true;
    if (Date.now() > limit) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Instance {
  app: App;
  database: Database;
  url: string;
  base: string;
}

describe.skipIf(!PG_URL || !BIN)("postgres: push across a database restart, two instances", () => {
  const dir = mkdtempSync(join(tmpdir(), "smartclass-pg-restart-"));
  const env = { ...process.env, SMARTCLASS_PG_DIR: join(dir, "cluster") };
  let databaseUrl = "";
  let port = 0;
  const instances: Instance[] = [];
  const sockets: RawPush[] = [];

  const startCluster = () =>
    asOwner("pg_ctl", [
      "-D",
      join(dir, "cluster", "data"),
      "-l",
      join(dir, "cluster", "server.log"),
      "-w",
      "-t",
      "60",
      "-o",
      `-p ${port} -k ${join(dir, "cluster")} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      "start",
    ]);
  const stopCluster = () => asOwner("pg_ctl", ["-D", join(dir, "cluster", "data"), "-m", "fast", "-w", "stop"]);

  beforeAll(async () => {
    if (asRoot) await run("chown", ["postgres:", dir]);
    const { stdout } = await run("bash", [script, "start"], { env });
    databaseUrl = /SERVER_TEST_DATABASE_URL=(\S+)/.exec(stdout)![1]!;
    port = Number(new URL(databaseUrl).port);
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl });
      if (i === 0) await seedIfEmpty(database.db);
      const dataDir = join(dir, `instance-${i}`);
      const config = {
        ...loadConfig({ DATABASE_URL: databaseUrl }),
        dataDir,
        logLevel: "silent",
        consoleDist: join(dataDir, "no-console"),
        passwordHashCost: 1024,
      };
      const app = await buildApp({ config, database, clock: new TestClock(), logStream: { write: () => undefined } });
      await app.app.listen({ port: 0, host: "127.0.0.1" });
      const url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
      instances.push({ app, database, url, base: `${url}/admin-api` });
    }
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) await s.close();
    for (const i of instances) {
      await i.app.app.close();
      await i.database.close();
    }
    // The cluster goes whatever happened (stop also works when it is already down).
    await run("bash", [script, "stop"], { env }).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  async function api<T>(base: string, method: string, path: string, token: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answer = (await res.json()) as { code: number; data: T; msg: string };
    if (answer.code !== 0) throw new Error(`${method} ${path}: ${answer.code} ${answer.msg}`);
    return answer.data;
  }

  async function login(base: string, username: string, password: string): Promise<string> {
    const res = await fetch(`${base}/teach/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
    return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  }

  const readyStatus = async (i: Instance) => (await fetch(`${i.url}/ready`)).status;

  it("answers 503 on /ready while the database is down, 200 after, and push resumes on both instances with nothing lost", async () => {
    const [a, b] = instances as [Instance, Instance];
    const db = a.database.db;
    const [teacher] = await db.select().from(schema.users).where(eq(schema.users.username, "teacher1"));
    const [course] = await db
      .select()
      .from(schema.courses)
      .where(and(eq(schema.courses.teacherId, teacher!.id), eq(schema.courses.name, "人工智能导论")));
    const [item] = await db.select().from(schema.courseItems).where(eq(schema.courseItems.courseId, course!.id));
    const [enrolled] = await db
      .select({ username: schema.users.username })
      .from(schema.courseStudents)
      .innerJoin(schema.users, eq(schema.users.id, schema.courseStudents.userId))
      .where(eq(schema.courseStudents.courseId, course!.id))
      .orderBy(schema.users.username);

    const teacherToken = await login(a.base, "teacher1", "teacher123");
    const studentToken = await login(b.base, enrolled!.username, "student123");
    // The same student on both instances (a pad and a computer), each socket on a different one.
    const onA = await connectV2(a.base, studentToken, null);
    const onB = await connectV2(b.base, studentToken, null);
    sockets.push(onA, onB);
    await api(a.base, "GET", `/teach/course-item/start/courseItem?courseItemId=${item!.id}`, teacherToken);
    const signIns = (push: RawPush) => push.events().filter((e) => e.type === "signIn");
    const startSignIn = () =>
      api<{ id: number }>(a.base, "POST", "/teach/sign-in/start", teacherToken, {
        courseItemId: item!.id,
        duration: 60,
        face: false,
      });
    const endSignIn = (id: number) => api(a.base, "POST", `/teach/sign-in/end?signId=${id}`, teacherToken);

    // Before: both sockets hear a sign-in started on instance A.
    const before = await startSignIn();
    await onA.waitFor(() => signIns(onA).some((e) => e.signInId === before.id));
    await onB.waitFor(() => signIns(onB).some((e) => e.signInId === before.id));
    await endSignIn(before.id);
    expect([await readyStatus(a), await readyStatus(b)]).toEqual([200, 200]);

    try {
      await stopCluster();
      expect(await until(async () => (await readyStatus(a)) === 503 && (await readyStatus(b)) === 503)).toBe(true);
      const down = (await (await fetch(`${b.url}/ready`)).json()) as { checks: { database: boolean } };
      expect(down.checks.database).toBe(false);
    } finally {
      // The cluster comes back even when an expectation above failed (the file's other cleanup needs it).
      await startCluster();
    }

    // The first sign-in is started as soon as the database answers the teacher again, without waiting
    // for either listener to be back: what is sent meanwhile must still arrive (caught up from the history).
    const afterRestart: number[] = [];
    expect(
      await until(async () => {
        afterRestart.push((await startSignIn()).id);
        return true;
      }),
    ).toBe(true);
    for (let n = 0; n < 4; n++) {
      await endSignIn(afterRestart.at(-1)!);
      afterRestart.push((await startSignIn()).id);
    }
    expect(await until(async () => (await readyStatus(a)) === 200 && (await readyStatus(b)) === 200)).toBe(true);

    for (const push of [onA, onB]) {
      await push.waitFor(() => afterRestart.every((id) => signIns(push).some((e) => e.signInId === id)), 30_000);
      // In order and without gaps: the seq numbers of everything received run on by one.
      const seqs = push.seqs();
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
      expect(signIns(push).map((e) => e.signInId)).toEqual([before.id, ...afterRestart]);
    }
    // Both sockets stayed open through the restart: push resumed on them rather than on new ones.
    expect([onA.ws.readyState, onB.ws.readyState]).toEqual([1, 1]);
    await endSignIn(afterRestart.at(-1)!);
  }, 120_000);
});
