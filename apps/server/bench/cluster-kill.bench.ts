// One of three instances killed with SIGKILL in the middle of a check-in storm (figures only, no time
// budget). Three servers on one PostgreSQL, as `DATABASE_URL=… npm start` runs them; 2,000 students
// (BENCH_CLUSTER_CHECK_INS) each hold a push socket, student i on instance i mod 3, and know every
// instance's address: when their socket closes they move on to the next instance after 250 ms plus up
// to 1 s of spread (cluster.ts). The teacher (on the first instance) starts a sign-in and the 2,000
// check in, one a millisecond, each to the instance of its socket. Once half are answered 1, the
// third instance is killed (SIGKILL) and stays down. Asserted:
// - every check-in answered 1 is in the teacher's list (nothing acknowledged is lost);
// - every student of the killed instance is connected again, to one of the two others;
// - the students without an answer check in again on the others, and the list then holds all 2,000;
// - every student hears the next sign-in on the socket it has now.
// Reported: when the students of the killed instance were back (first, last after the kill), how
// they spread over the two others, and the storm's answer times.
import http from "node:http";
import { loadavg } from "node:os";

import {
  clusterUrl,
  prepareClusterDatabase,
  type RecordList,
  RoamingStudent,
  skipped,
  startInstancesOn,
  stopInstances,
} from "./cluster.js";
import { call, ok, percentile, round2, sleep } from "./harness.js";

const NAME = "cluster check-in storm, one of three instances killed";
const INSTANCES = 3;
const VICTIM = 2;
const STUDENTS = Number(process.env.BENCH_CLUSTER_CHECK_INS ?? 2000);
const SPREAD_MS = STUDENTS;
const CONNECT_BATCH = 250;
const BACK_TIMEOUT_MS = 30_000;

export async function run() {
  const cluster = clusterUrl();
  if (!cluster) return skipped(NAME);
  const loadBefore = loadavg()[0]!;
  const started = performance.now();
  const database = await prepareClusterDatabase(cluster, STUDENTS);
  const teacherAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const instances = await startInstancesOn(database, INSTANCES);
  const roaming: RoamingStudent[] = [];
  try {
    const students = database.students;
    if (students.length !== STUDENTS) throw new Error(`class has ${students.length} students`);
    const bases = instances.map((i) => i.base);
    const signIns: Set<unknown>[] = students.map(() => new Set());
    for (const [i, s] of students.entries()) {
      roaming.push(
        new RoamingStudent(bases, s.token, (text) => {
          if (text === "pong") return;
          const event = JSON.parse(text) as { type?: string; signInId?: unknown };
          if (event.type === "signIn") signIns[i]!.add(event.signInId);
        }),
      );
    }
    for (let from = 0; from < roaming.length; from += CONNECT_BATCH) {
      await Promise.all(roaming.slice(from, from + CONNECT_BATCH).map((r, k) => r.start((from + k) % INSTANCES)));
    }
    const base = instances[0]!.base;
    const teacher = { token: database.teacherToken, agent: teacherAgent };
    await ok(base, "GET", "/teach/course-item/start/courseItem", {
      ...teacher,
      query: { courseItemId: database.courseItemId },
    });
    // Every socket registered before the storm: a first sign-in reaches all of them.
    const first = await ok<{ id: number }>(base, "POST", "/teach/sign-in/start", {
      ...teacher,
      body: { courseItemId: database.courseItemId, duration: 600, face: false },
    });
    const heardFirstBy = performance.now() + 20_000;
    while (signIns.some((set) => !set.has(first.id)) && performance.now() < heardFirstBy) await sleep(20);
    if (signIns.some((set) => !set.has(first.id))) throw new Error("not every student heard the first sign-in");
    const signIn = first;

    // The storm; the victim is killed once half of the check-ins are answered 1.
    const victim = instances[VICTIM]!;
    let killedAt = Number.POSITIVE_INFINITY;
    let answered = 0;
    const acknowledged = new Set<number>();
    const latencies: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      students.map(async (s, i) => {
        await sleep((i * SPREAD_MS) / STUDENTS - (performance.now() - t0));
        const sent = performance.now();
        try {
          const a = await call(bases[i % INSTANCES]!, "POST", "/teach/sign-in/record", {
            token: s.token,
            query: { signId: signIn.id },
          });
          if (a.status === 200 && a.code === 0 && a.data === 1) {
            latencies.push(performance.now() - sent);
            acknowledged.add(s.id);
            if (++answered === Math.floor(STUDENTS / 2)) {
              killedAt = performance.now();
              victim.child.kill("SIGKILL");
            }
          }
        } catch {
          // refused or cut by the kill: not acknowledged
        }
      }),
    );
    await victim.exited;
    const killSignal = victim.child.signalCode;

    // The victim's students come back on the two others.
    const ofVictim = roaming.filter((_, i) => i % INSTANCES === VICTIM);
    const backAt = (r: RoamingStudent) => r.opens.find((o) => o.at > killedAt);
    const backBy = performance.now() + BACK_TIMEOUT_MS;
    while (ofVictim.some((r) => !backAt(r)) && performance.now() < backBy) await sleep(50);
    const backTimes = ofVictim
      .map(backAt)
      .filter((o) => o !== undefined)
      .map((o) => o.at - killedAt)
      .sort((a, b) => a - b);
    const movedTo = Array.from(
      { length: INSTANCES },
      (_, n) => ofVictim.filter((r) => backAt(r)?.instance === n).length,
    );

    // Nothing acknowledged lost (read on an instance that lived).
    const afterKill = await ok<RecordList>(base, "GET", "/teach/sign-in/record", {
      ...teacher,
      query: { signId: signIn.id },
    });
    const signedAfterKill = new Set(afterKill.records.filter((r) => r.status === 1).map((r) => r.userId));
    const lostAcknowledged = [...acknowledged].filter((id) => !signedAfterKill.has(id)).length;

    // The students left without an answer check in again on a living instance.
    const retried = students.map((s, i) => ({ s, i })).filter(({ s }) => !acknowledged.has(s.id));
    const retries = await Promise.all(
      retried.map(({ s, i }) =>
        call(bases[i % INSTANCES === VICTIM ? i % 2 : i % INSTANCES]!, "POST", "/teach/sign-in/record", {
          token: s.token,
          query: { signId: signIn.id },
        }),
      ),
    );
    const finalList = await ok<RecordList>(base, "GET", "/teach/sign-in/record", {
      ...teacher,
      query: { signId: signIn.id },
    });
    const finalSigned = new Set(finalList.records.filter((r) => r.status === 1).map((r) => r.userId));

    // Everyone hears the next sign-in on the socket it has now.
    await ok(base, "POST", "/teach/sign-in/end", { ...teacher, query: { signId: signIn.id } });
    const next = await ok<{ id: number }>(base, "POST", "/teach/sign-in/start", {
      ...teacher,
      body: { courseItemId: database.courseItemId, duration: 600, face: false },
    });
    const heardBy = performance.now() + 20_000;
    while (signIns.some((set) => !set.has(next.id)) && performance.now() < heardBy) await sleep(20);
    const heardNextSignIn = signIns.filter((set) => set.has(next.id)).length;

    latencies.sort((a, b) => a - b);
    const allBack = backTimes.length === ofVictim.length;
    const lossless = lostAcknowledged === 0 && finalSigned.size === STUDENTS && finalList.signed === STUDENTS;
    return {
      name: NAME,
      loadAverage: round2(loadBefore),
      loadAverageAfter: round2(loadavg()[0]!),
      instances: INSTANCES,
      students: STUDENTS,
      killSignal,
      acknowledgedBeforeAndDuringKill: acknowledged.size,
      acknowledgedP50Ms: round2(percentile(latencies, 50)),
      acknowledgedP99Ms: round2(percentile(latencies, 99)),
      recordedAfterKill: signedAfterKill.size,
      // Recorded but never answered (committed as the kill cut the answer): counted, not lost.
      recordedUnanswered: [...signedAfterKill].filter((id) => !acknowledged.has(id)).length,
      lostAcknowledged,
      retriedOnOthers: retried.length,
      retriesAnsweredOk: retries.filter((a) => a.status === 200 && a.code === 0 && a.data === 1).length,
      recordedInTheEnd: finalSigned.size,
      studentsOfKilledInstance: ofVictim.length,
      reconnectedToOthers: backTimes.length,
      movedToInstance: movedTo,
      firstBackAfterKillMs: round2(backTimes[0] ?? NaN),
      lastBackAfterKillMs: round2(backTimes.at(-1) ?? NaN),
      heardNextSignIn,
      totalSeconds: round2((performance.now() - started) / 1000),
      pass: killSignal === "SIGKILL" && lossless && allBack && movedTo[VICTIM] === 0 && heardNextSignIn === STUDENTS,
    };
  } finally {
    for (const r of roaming) r.stop();
    teacherAgent.destroy();
    await stopInstances(instances);
    await database.drop();
  }
}
