// A server killed with SIGKILL in the middle of a check-in storm, then restarted. The server
// runs as `npm start` runs it (src/main.ts: PGlite in DATA_DIR, the seed checks, compression on; node
// with tsx's loader, without the tsx CLI's wrapper process, so that SIGKILL reaches the server
// itself), on a DATA_DIR prepared with a class of 200 (class-setup.ts). 200 students hold push
// connections through the console's own client (createPushClient of @smartclass/api: reconnect after
// 4 s + up to 1 s of jitter), the teacher starts a sign-in and the 200 check in within one second
// (one every 5 ms, each on a connection of its own). After half of them are answered 1, the server
// is killed (SIGKILL) and started again at once on the same DATA_DIR and port. Then:
// - every check-in answered 1 before the kill is in the teacher's list (nothing acknowledged lost);
// - the server starts cleanly on the files the kill left;
// - every student's push connection comes back by itself, and each receives the next sign-in;
// - the students whose check-in got no answer check in again, and the list then holds all 200.
// Reported: time until the server is ready again and until all 200 are back, and how the reconnects
// spread (first and last after the kill, the most within any 100 ms).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { createPushClient, type PushClient } from "@smartclass/api";
import WebSocket from "ws";

import { AuthService } from "../src/auth.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/index.js";
import { Secrets } from "../src/lib/secrets.js";
import { seedIfEmpty } from "../src/seed.js";
import { buildBenchClass, openBenchSessions } from "./class-setup.js";
import { call, ok, round2, sleep } from "./harness.js";

const STUDENTS = 200;
const SPREAD_MS = 1000;
const KILL_AFTER_ANSWERS = STUDENTS / 2;
const READY_TIMEOUT_MS = 60_000;
const BACK_TIMEOUT_MS = 30_000;
const serverDir = join(dirname(fileURLToPath(import.meta.url)), "..");

interface RecordList {
  total: number;
  signed: number;
  records: { userId: number; status: number }[];
}

/** A port free at the moment (the restarted server must come back on the same one). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts src/main.ts and resolves once its banner says it is ready (ms from spawn to ready). */
async function startMain(dataDir: string, port: number) {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (d: Buffer) => {
    output = (output + d.toString()).slice(-8000);
  };
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server not ready in ${READY_TIMEOUT_MS} ms:\n${output}`)),
      READY_TIMEOUT_MS,
    );
    child.stdout?.on("data", (d: Buffer) => {
      collect(d);
      if (output.includes("Smartclass server ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  return { child, exited, readyMs: performance.now() - started, output: () => output };
}

export async function run() {
  const loadBefore = loadavg()[0]!;
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), "smartclass-kill-"));
  let server: Awaited<ReturnType<typeof startMain>> | undefined;
  const clients: PushClient[] = [];
  try {
    // The DATA_DIR: seeded as main.ts would, the class grown to 200, sessions opened; then closed.
    const prepared = await openDatabase({ dataDir: join(dataDir, "pglite") });
    await seedIfEmpty(prepared.db);
    const benchClass = await buildBenchClass(prepared.db, STUDENTS);
    const { teacherToken, students } = await openBenchSessions(
      await AuthService.create(prepared.db, loadConfig({}), new Secrets(undefined)),
      benchClass,
    );
    await prepared.close();
    if (students.length !== STUDENTS) throw new Error(`class has ${students.length} students`);

    const port = await freePort();
    server = await startMain(dataDir, port);
    const firstStartMs = server.readyMs;
    const base = `http://127.0.0.1:${port}/admin-api`;
    const teacher = { token: teacherToken };

    // The students' push clients, as the console runs them; each open and each signIn event timed.
    let killedAt = Number.POSITIVE_INFINITY;
    const opens: number[][] = students.map(() => []);
    const signIns: Set<number>[] = students.map(() => new Set());
    for (const [i, s] of students.entries()) {
      const client = createPushClient({
        baseUrl: base,
        getToken: () => s.token,
        deviceType: "pad",
        WebSocket: WebSocket as unknown as NonNullable<Parameters<typeof createPushClient>[0]["WebSocket"]>,
        visibility: undefined,
        online: undefined,
        onStatus: (status) => {
          if (status === "open") opens[i]!.push(performance.now());
        },
        onEvent: (event) => {
          if (event.type === "signIn") signIns[i]!.add(event.signInId);
        },
      });
      clients.push(client);
      client.connect();
    }
    const connectedBy = performance.now() + BACK_TIMEOUT_MS;
    while (opens.some((o) => o.length === 0) && performance.now() < connectedBy) await sleep(50);
    if (opens.some((o) => o.length === 0)) throw new Error("not every student connected before the storm");

    await ok(base, "GET", "/teach/course-item/start/courseItem", {
      ...teacher,
      query: { courseItemId: benchClass.courseItemId },
    });
    const signIn = await ok<{ id: number }>(base, "POST", "/teach/sign-in/start", {
      ...teacher,
      body: { courseItemId: benchClass.courseItemId, duration: 600, face: false },
    });

    // The storm: one every 5 ms; the server is killed once half of them are answered 1.
    let answered = 0;
    const victim = server.child;
    const acknowledged = new Set<number>();
    const t0 = performance.now();
    await Promise.all(
      students.map(async (s, i) => {
        await sleep((i * SPREAD_MS) / STUDENTS - (performance.now() - t0));
        try {
          const a = await call(base, "POST", "/teach/sign-in/record", { token: s.token, query: { signId: signIn.id } });
          // Every 1 that reached the student counts, even one read just after the kill.
          if (a.status === 200 && a.code === 0 && a.data === 1) {
            acknowledged.add(s.id);
            if (++answered === KILL_AFTER_ANSWERS) {
              killedAt = performance.now();
              victim.kill("SIGKILL");
            }
          }
        } catch {
          // refused or cut by the kill: not acknowledged
        }
      }),
    );
    await server.exited;
    const killSignal = victim.signalCode;

    // The restart, on the same files and port.
    server = await startMain(dataDir, port);
    const readyAfterKillMs = performance.now() - killedAt;
    const restartMs = server.readyMs;
    const backBy = performance.now() + BACK_TIMEOUT_MS;
    const reconnected = () => opens.map((o) => o.find((t) => t > killedAt));
    while (reconnected().some((t) => t === undefined) && performance.now() < backBy) await sleep(50);
    const backTimes = reconnected()
      .filter((t): t is number => t !== undefined)
      .map((t) => t - killedAt)
      .sort((a, b) => a - b);
    let maxIn100Ms = 0;
    for (let i = 0, j = 0; i < backTimes.length; i++) {
      while (backTimes[i]! - backTimes[j]! >= 100) j++;
      maxIn100Ms = Math.max(maxIn100Ms, i - j + 1);
    }

    // Nothing acknowledged lost.
    const afterRestart = await ok<RecordList>(base, "GET", "/teach/sign-in/record", {
      ...teacher,
      query: { signId: signIn.id },
    });
    const signedAfterRestart = new Set(afterRestart.records.filter((r) => r.status === 1).map((r) => r.userId));
    const lostAcknowledged = [...acknowledged].filter((id) => !signedAfterRestart.has(id)).length;

    // The students left without an answer check in again; then all 200 are in the list, once each.
    const retried = students.filter((s) => !acknowledged.has(s.id));
    const retries = await Promise.all(
      retried.map((s) => call(base, "POST", "/teach/sign-in/record", { token: s.token, query: { signId: signIn.id } })),
    );
    const finalList = await ok<RecordList>(base, "GET", "/teach/sign-in/record", {
      ...teacher,
      query: { signId: signIn.id },
    });
    const finalSigned = new Set(finalList.records.filter((r) => r.status === 1).map((r) => r.userId));

    // Every reconnected student hears the next sign-in on its new connection.
    await ok(base, "POST", "/teach/sign-in/end", { ...teacher, query: { signId: signIn.id } });
    const next = await ok<{ id: number }>(base, "POST", "/teach/sign-in/start", {
      ...teacher,
      body: { courseItemId: benchClass.courseItemId, duration: 600, face: false },
    });
    const heardBy = performance.now() + 5000;
    while (signIns.some((set) => !set.has(next.id)) && performance.now() < heardBy) await sleep(20);
    const heardNextSignIn = signIns.filter((set) => set.has(next.id)).length;

    const allBack = backTimes.length === STUDENTS;
    const lossless = lostAcknowledged === 0 && finalSigned.size === STUDENTS && finalList.signed === STUDENTS;
    return {
      name: "check-in storm, SIGKILL and restart",
      loadAverage: round2(loadBefore),
      loadAverageAfter: round2(loadavg()[0]!),
      students: STUDENTS,
      killSignal,
      acknowledgedBeforeKill: acknowledged.size,
      recordedAfterRestart: signedAfterRestart.size,
      // Recorded but never answered (committed as the kill cut the answer): counted, not lost.
      recordedUnanswered: [...signedAfterRestart].filter((id) => !acknowledged.has(id)).length,
      lostAcknowledged,
      retriedAfterRestart: retried.length,
      retriesAnsweredOk: retries.filter((a) => a.status === 200 && a.code === 0 && a.data === 1).length,
      recordedInTheEnd: finalSigned.size,
      firstStartMs: round2(firstStartMs),
      restartMs: round2(restartMs),
      readyAfterKillMs: round2(readyAfterKillMs),
      reconnected: backTimes.length,
      firstReconnectAfterKillMs: round2(backTimes[0] ?? NaN),
      lastReconnectAfterKillMs: round2(backTimes.at(-1) ?? NaN),
      allBackAfterKillMs: allBack ? round2(backTimes.at(-1)!) : null,
      maxReconnectsIn100Ms: maxIn100Ms,
      heardNextSignIn,
      totalSeconds: round2((performance.now() - started) / 1000),
      pass:
        killSignal === "SIGKILL" &&
        lossless &&
        allBack &&
        heardNextSignIn === STUDENTS &&
        // The issue: the reconnects are spread, not all in the same 100 ms.
        maxIn100Ms < STUDENTS,
    };
  } finally {
    for (const client of clients) client.disconnect();
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGTERM");
      const killer = setTimeout(() => server?.child.kill("SIGKILL"), 10_000);
      await server.exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
