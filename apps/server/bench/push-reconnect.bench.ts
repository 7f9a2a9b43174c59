// 200 students reconnect after a restart, each with a gap of 5 events. The server runs as `npm start`
// runs it (src/main.ts on a DATA_DIR prepared with a class of 200, class-setup.ts). The 200 connect
// their push sockets the way the console does (token in the first frame) and the teacher starts the
// class; then every socket closes, the teacher changes the classroom mode 5 times (5 control events to
// each student, kept in the push history), and the server is stopped (SIGTERM) and started again on
// the same DATA_DIR. All 200 reconnect at once, each with the last seq it saw. Asserted: each student
// receives exactly its 5 missed events, in order, marked replayed, with the next 5 seq numbers, and
// nothing else (no resync, no duplicate). Reported, not asserted: the time from the reconnect to
// being caught up (5th event received), p50/p99/max over the 200, and the restart's time.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";

import WebSocket from "ws";

import { AuthService } from "../src/auth.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/index.js";
import { Secrets } from "../src/lib/secrets.js";
import { seedIfEmpty } from "../src/seed.js";
import { buildBenchClass, openBenchSessions } from "./class-setup.js";
import { closeAll, ok, percentile, round2, sleep } from "./harness.js";
import { freePort, type MainProcess, startMain } from "./main-process.js";

const STUDENTS = 200;
const GAP = 5;
const MODES = [1, 2, 0, 1, 2] as const;
const CAUGHT_UP_TIMEOUT_MS = 30_000;

interface Frame {
  type: string;
  seq?: number;
  mode?: number;
  replayed?: boolean;
}

/** A student's socket: authenticates by its first frame and records every frame with its arrival time. */
function connect(base: string, token: string, lastSeq: number | null, onFrame: (frame: Frame, at: number) => void) {
  const ws = new WebSocket(`${base.replace(/^http/, "ws")}/infra/ws?deviceType=pad`);
  ws.on("message", (data, isBinary) => {
    const at = performance.now();
    const text = data.toString();
    if (!isBinary && text !== "pong") onFrame(JSON.parse(text) as Frame, at);
  });
  return new Promise<WebSocket>((resolve, reject) => {
    ws.once("open", () => {
      ws.send(JSON.stringify({ type: "auth", token, lastSeq }));
      resolve(ws);
    });
    ws.once("error", reject);
  });
}

export async function run() {
  const loadBefore = loadavg()[0]!;
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), "smartclass-reconnect-"));
  let server: MainProcess | undefined;
  let sockets: WebSocket[] = [];
  try {
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
    const base = `http://127.0.0.1:${port}/admin-api`;
    const teacher = { token: teacherToken };

    // Connected: each student's last seen seq (hello, then any event the class start sent).
    const lastSeen = students.map(() => -1);
    sockets = await Promise.all(
      students.map((s, i) =>
        connect(base, s.token, null, (frame) => {
          if (frame.seq !== undefined) lastSeen[i] = Math.max(lastSeen[i]!, frame.seq);
        }),
      ),
    );
    for (let waited = 0; lastSeen.some((n) => n < 0) && waited < 10_000; waited += 20) await sleep(20);
    if (lastSeen.some((n) => n < 0)) throw new Error("not every student got hello");
    await ok(base, "GET", "/teach/course-item/start/courseItem", {
      ...teacher,
      query: { courseItemId: benchClass.courseItemId },
    });
    await sleep(500); // whatever the class start pushed has arrived
    await closeAll(sockets);
    sockets = [];

    // The gap: 5 events to each student while nobody is connected.
    for (const mode of MODES) await ok(base, "GET", "/teach/control/mode", { ...teacher, query: { mode } });

    await server.stop();
    server = await startMain(dataDir, port);
    const restartMs = server.readyMs;

    const frames: Frame[][] = students.map(() => []);
    const caughtUp: (number | undefined)[] = students.map(() => undefined);
    const t0 = performance.now();
    sockets = await Promise.all(
      students.map((s, i) =>
        connect(base, s.token, lastSeen[i]!, (frame, at) => {
          frames[i]!.push(frame);
          if (frame.type === "control" && frames[i]!.filter((f) => f.type === "control").length === GAP)
            caughtUp[i] = at - t0;
        }),
      ),
    );
    const connectAllMs = performance.now() - t0;
    for (let waited = 0; caughtUp.some((t) => t === undefined) && waited < CAUGHT_UP_TIMEOUT_MS; waited += 20)
      await sleep(20);
    await sleep(300); // time for a duplicate or a stray frame to show up

    const exact = frames.filter((list, i) => {
      const from = lastSeen[i]!;
      const expected = [
        { type: "hello", seq: from + GAP },
        ...MODES.map((mode, k) => ({ type: "control", seq: from + 1 + k, mode, replayed: true })),
      ];
      return (
        list.length === expected.length &&
        expected.every((e, k) => Object.entries(e).every(([key, v]) => list[k]![key as keyof Frame] === v))
      );
    }).length;
    const times = caughtUp.filter((t): t is number => t !== undefined).sort((a, b) => a - b);
    return {
      name: "200 students reconnect after a restart, each with a gap of 5 events",
      loadAverage: round2(loadBefore),
      loadAverageAfter: round2(loadavg()[0]!),
      students: STUDENTS,
      gap: GAP,
      restartMs: round2(restartMs),
      caughtUp: times.length,
      exactlyTheMissedEvents: exact,
      resyncs: frames.filter((list) => list.some((f) => f.type === "resync")).length,
      connectAllMs: round2(connectAllMs),
      caughtUpP50Ms: round2(percentile(times, 50)),
      caughtUpP99Ms: round2(percentile(times, 99)),
      caughtUpMaxMs: round2(times[times.length - 1] ?? NaN),
      totalSeconds: round2((performance.now() - started) / 1000),
      pass: times.length === STUDENTS && exact === STUDENTS,
    };
  } finally {
    await closeAll(sockets);
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
