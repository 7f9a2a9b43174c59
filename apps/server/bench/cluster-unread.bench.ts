// Server memory with students that never read (figures only, no memory budget): one server on
// PostgreSQL as `DATABASE_URL=… npm start` runs it, 40 students connected whose sockets this process
// stops reading (a device that froze with its connection open), and one student that reads. The
// teacher starts and ends sign-ins for BENCH_UNREAD_SECONDS (60 s), on four class sessions at once:
// every start is a signIn event to each of the 41. Reported: the server's resident memory (VmRSS) before, at its highest while the
// events pile up, and after; how many bytes each student was sent (what the reading student received);
// and the kernel's socket buffer limits, which take up the first megabytes of every unread connection
// before any of it stays in the server's process. At the end the 40 read again. Asserted: each of them
// then either receives every signIn the reading student received, in order, or was closed by the
// server (a server that bounds what it keeps for a socket closes one that falls too far behind).
import { readFileSync } from "node:fs";
import http from "node:http";
import type { Socket } from "node:net";
import { loadavg } from "node:os";

import pg from "pg";
import type WebSocket from "ws";

import { clusterUrl, prepareClusterDatabase, skipped, startInstancesOn, stopInstances } from "./cluster.js";
import { closeAll, connectStudent, ok, round2, sleep } from "./harness.js";

const NAME = "unread sockets: server memory with 40 students that never read";
const UNREAD = 40;
const SECONDS = Number(process.env.BENCH_UNREAD_SECONDS ?? 60);
const CATCH_UP_MS = 30_000;
const LOOPS = 4;

/** Adds `count` class sessions in progress to the course of `courseItemId` (copies of it); answers their ids. */
async function copiesOfCourseItem(url: string, courseItemId: number, count: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids: number[] = [];
    for (let n = 1; n <= count; n++) {
      const { rows } = await client.query<{ id: number }>(
        // In progress already (status 1): the API lets a teacher hold one class in progress at a time.
        `insert into course_items (course_id, teacher_id, name, classroom, plan_start, plan_end, status, started_at)
         select course_id, teacher_id, name || ' ' || $2::text, classroom, plan_start, plan_end, 1, now()
         from course_items where id = $1 returning id`,
        [courseItemId, String(n + 1)],
      );
      ids.push(rows[0]!.id);
    }
    return ids;
  } finally {
    await client.end();
  }
}

const kernelLimit = (file: string) => {
  try {
    return readFileSync(`/proc/sys/net/ipv4/${file}`, "utf8").trim().split(/\s+/).map(Number);
  } catch {
    return null;
  }
};

export async function run() {
  const cluster = clusterUrl();
  if (!cluster) return skipped(NAME);
  const loadBefore = loadavg()[0]!;
  const started = performance.now();
  const database = await prepareClusterDatabase(cluster, UNREAD + 1);
  const teacherAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const [server] = await startInstancesOn(database, 1);
  const sockets: WebSocket[] = [];
  try {
    // The class may hold more (the seed's); these 41 are connected, the first one reads.
    const connected = database.students.slice(0, UNREAD + 1);
    const frozen = connected.slice(1);
    if (frozen.length !== UNREAD) throw new Error(`class has ${connected.length} students`);
    const signInsOf: unknown[][] = connected.map(() => []);
    let readerBytes = 0;
    const closes: (number | undefined)[] = frozen.map(() => undefined);
    for (const [i, s] of connected.entries()) {
      const ws = await connectStudent(server!.base, s.token, (text) => {
        if (i === 0) readerBytes += Buffer.byteLength(text);
        if (text === "pong") return;
        const event = JSON.parse(text) as { type?: string; signInId?: unknown };
        if (event.type === "signIn") signInsOf[i]!.push(event.signInId);
      });
      if (i > 0) ws.on("close", (code) => (closes[i - 1] = code));
      sockets.push(ws);
    }
    const teacher = { token: database.teacherToken, agent: teacherAgent };
    // Sign-ins of several class sessions of the course at once (each session has one sign-in at a time):
    // LOOPS times the events a single loop of calls can make the server send.
    await ok(server!.base, "GET", "/teach/course-item/start/courseItem", {
      ...teacher,
      query: { courseItemId: database.courseItemId },
    });
    const items = [
      database.courseItemId,
      ...(await copiesOfCourseItem(database.url, database.courseItemId, LOOPS - 1)),
    ];
    // One sign-in everyone reads proves every socket is registered; then the 40 stop reading.
    const warm = await ok<{ id: number }>(server!.base, "POST", "/teach/sign-in/start", {
      ...teacher,
      body: { courseItemId: database.courseItemId, duration: 600, face: false },
    });
    const warmBy = performance.now() + 10_000;
    while (signInsOf.some((ids) => !ids.includes(warm.id)) && performance.now() < warmBy) await sleep(20);
    if (signInsOf.some((ids) => !ids.includes(warm.id))) throw new Error("not every student heard the first sign-in");
    await ok(server!.base, "POST", "/teach/sign-in/end", { ...teacher, query: { signId: warm.id } });
    // ws reads its socket through 'data': pausing the socket stops reading, so the kernel's buffers
    // fill and then the server's writes wait in the server.
    for (const ws of sockets.slice(1)) (ws as unknown as { _socket: Socket })._socket.pause();
    await sleep(1000);
    const before = server!.memoryKb();
    const readerBytesBefore = readerBytes;

    let highest = before.rss;
    let cycles = 0;
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      items.map(async (courseItemId) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        try {
          while (performance.now() < until) {
            const signIn = await ok<{ id: number }>(server!.base, "POST", "/teach/sign-in/start", {
              token: database.teacherToken,
              agent,
              body: { courseItemId, duration: 600, face: false },
            });
            await ok(server!.base, "POST", "/teach/sign-in/end", {
              token: database.teacherToken,
              agent,
              query: { signId: signIn.id },
            });
            if (++cycles % 20 === 0) highest = Math.max(highest, server!.memoryKb().rss);
          }
        } finally {
          agent.destroy();
        }
      }),
    );
    await sleep(1000);
    const after = server!.memoryKb();
    highest = Math.max(highest, after.rss);
    const bytesPerStudent = readerBytes - readerBytesBefore;

    // The 40 read again: each catches up with everything, or the server had closed it.
    for (const ws of sockets.slice(1)) (ws as unknown as { _socket: Socket })._socket.resume();
    const expected = signInsOf[0]!;
    const settled = (i: number) => closes[i] !== undefined || signInsOf[i + 1]!.length >= expected.length;
    const catchUpBy = performance.now() + CATCH_UP_MS;
    while (frozen.some((_, i) => !settled(i)) && performance.now() < catchUpBy) await sleep(50);
    const caughtUp = frozen.filter(
      (_, i) => closes[i] === undefined && JSON.stringify(signInsOf[i + 1]) === JSON.stringify(expected),
    ).length;
    const closedByServer = closes.filter((c) => c !== undefined).length;
    // A closed socket must not have been handed anything out of order before it was closed.
    const closedInOrder = frozen.every(
      (_, i) =>
        closes[i] === undefined ||
        JSON.stringify(signInsOf[i + 1]) === JSON.stringify(expected.slice(0, signInsOf[i + 1]!.length)),
    );
    const settledMemory = server!.memoryKb();

    return {
      name: NAME,
      loadAverage: round2(loadBefore),
      loadAverageAfter: round2(loadavg()[0]!),
      unreadSockets: UNREAD,
      seconds: SECONDS,
      signInCycles: cycles,
      eventsPerStudent: expected.length - 1,
      bytesSentPerStudent: bytesPerStudent,
      bytesQueuedForAllUnread: bytesPerStudent * UNREAD,
      rssBeforeKb: before.rss,
      rssHighestKb: highest,
      rssAfterKb: after.rss,
      rssGrowthKb: highest - before.rss,
      rssAfterCatchUpKb: settledMemory.rss,
      peakRssKb: settledMemory.peak,
      // Per connection, the kernel holds up to the sender's tcp_wmem and the receiver's tcp_rmem maximum.
      kernelTcpWmem: kernelLimit("tcp_wmem"),
      kernelTcpRmem: kernelLimit("tcp_rmem"),
      caughtUp,
      closedByServer,
      closeCodes: [...new Set(closes.filter((c) => c !== undefined))],
      totalSeconds: round2((performance.now() - started) / 1000),
      pass: caughtUp + closedByServer === UNREAD && closedInOrder,
    };
  } finally {
    await closeAll(sockets);
    teacherAgent.destroy();
    await stopInstances(server ? [server] : []);
    await database.drop();
  }
}
