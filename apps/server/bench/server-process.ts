// The server under benchmark, in its own process (forked by harness.ts), so that the 200 clients the
// benchmark runs never share its event loop. It opens a fresh PGlite in DATA_DIR, seeds the demo
// data, adds students until the course 人工智能导论 (teacher1) has CLASS_SIZE, listens on 127.0.0.1
// port 0, and tells its parent the port, that course's class session and every participant's token.
// Face matching follows the FACE_* variables the parent passes (off unless FACE_MATCHING=on).
// It stops (server, then database) on the parent's "stop" message or when the parent goes away.
import type { AddressInfo } from "node:net";
import { join } from "node:path";

import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { loadFaceConfig } from "../src/face/settings.js";
import { openDatabase } from "../src/db/index.js";
import { seedIfEmpty } from "../src/seed.js";
import { buildBenchClass, openBenchSessions } from "./class-setup.js";

export interface ReadyMessage {
  type: "ready";
  port: number;
  courseItemId: number;
  teacherToken: string;
  students: { id: number; username: string; token: string }[];
}

const dataDir = process.env.DATA_DIR;
const classSize = Number(process.env.CLASS_SIZE ?? 200);
if (!dataDir || !process.send) throw new Error("server-process.ts is forked by harness.ts with DATA_DIR and IPC");

const database = await openDatabase({ dataDir: join(dataDir, "pglite") });
await seedIfEmpty(database.db);
const db = database.db;

const benchClass = await buildBenchClass(db, classSize);

const config = {
  ...loadConfig({}),
  dataDir,
  logLevel: "silent",
  // The built console when the parent passes one (BENCH_CONSOLE_DIST, the console-open benchmark).
  consoleDist: process.env.BENCH_CONSOLE_DIST ?? join(dataDir, "no-console"),
  // Face matching as the parent asks (FACE_MATCHING=on for the face check-in benchmark; off otherwise).
  face: loadFaceConfig(process.env),
};
const { app, services } = await buildApp({ config, database });
await app.listen({ port: 0, host: "127.0.0.1" });
const port = (app.server.address() as AddressInfo).port;

const { teacherToken, students } = await openBenchSessions(services.auth, benchClass);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  try {
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on("message", (m) => {
  if (m === "stop") void stop();
  if (m === "cpu") {
    // CPU time this process has used (user + system), so a benchmark can tell its own cost from
    // the time other processes of a busy machine take away.
    const { user, system } = process.cpuUsage();
    process.send!({ type: "cpu", ms: (user + system) / 1000 });
  }
});
process.on("disconnect", () => void stop());

const ready: ReadyMessage = {
  type: "ready",
  port,
  courseItemId: benchClass.courseItemId,
  teacherToken,
  students,
};
process.send(ready);
