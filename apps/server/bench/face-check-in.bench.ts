// Face check-in under load: 40 face check-ins in one burst (a class of 40). The real server runs in a child
// process (harness.ts) with FACE_MATCHING=on. Each student enrols one photo of person A through the
// API (the test photos hold one person: for load every student is "person A"), the teacher starts a
// face sign-in, each student uploads another photo of person A beforehand, then all 40
// `POST /teach/sign-in/record?signId&path` go at once, each on a connection of its own. Reported:
// time until the last answer, p50/p99, how many answered 1 (all must: it is the same person), how
// many were turned away busy, and the server's RSS (sampled during the burst, and its high-water
// mark). Run once per FACE_WORKERS setting (1, and 2: the default on two cores). No budget is named for it: the
// figures are recorded, and it fails only when a check-in is not answered 1 or is not recorded.
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";

import { faceCodes } from "../src/face/messages.js";
import { loadFaceConfig } from "../src/face/settings.js";
import { facePhotos } from "../test/face-photos.js";
import { type BenchServer, call, ok, percentile, round2, sleep, startBenchServer } from "./harness.js";

const STUDENTS = 40;
const WORKER_SETTINGS = [1, 2];
/** Enrolments run this many at a time (setup, not measured; below any queue limit). */
const ENROL_CONCURRENCY = 4;

interface RecordList {
  signed: number;
  records: { userId: number; status: number; face: boolean }[];
}

/** Uploads a photo as a student (multipart) and answers its storage path. */
async function upload(base: string, token: string, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  const res = await fetch(`${base}/teach/file/s3/ali/api`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = (await res.json()) as { code: number; data: { path: string }; msg: string };
  if (answer.code !== 0) throw new Error(`upload answered ${answer.code} ${answer.msg}`);
  return answer.data.path;
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** A field of /proc/<pid>/status in MB (VmRSS now, VmHWM the peak so far). */
function procMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/** CPU time (ms) of the server's main thread, whose thread id is the process id (/proc/…/task/<pid>/stat). */
function mainThreadCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8");
  // Fields after the command name (in parentheses): utime and stime are the 12th and 13th, in clock ticks.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function burst(server: BenchServer, workers: number) {
  // Before any image: the server with its database (PGlite in-process) and no face model loaded.
  const rssAtStartMb = procMb(server.pid, "VmRSS");
  const teacher = { token: server.teacherToken };
  await ok(server.base, "GET", "/teach/course-item/start/courseItem", {
    ...teacher,
    query: { courseItemId: server.courseItemId },
  });

  // Enrolment through the API, one photo each; a busy answer is retried (it never is at this pace).
  const enrolFrom = performance.now();
  const enrolPhoto = facePhotos.personA1();
  await eachLimited(server.students, ENROL_CONCURRENCY, async (s) => {
    const path = await upload(server.base, s.token, enrolPhoto, "enrol.jpg");
    for (;;) {
      const a = await call(server.base, "POST", "/teach/face-database/create", { token: s.token, body: { path } });
      if (a.code === 0) return;
      if (a.code !== faceCodes.busy) throw new Error(`enrolment answered ${a.code} ${a.msg}`);
      await sleep(200);
    }
  });
  const enrolSeconds = (performance.now() - enrolFrom) / 1000;

  const signIn = await ok<{ id: number }>(server.base, "POST", "/teach/sign-in/start", {
    ...teacher,
    body: { courseItemId: server.courseItemId, duration: 600, face: true },
  });
  const probe = facePhotos.personA3();
  const paths = await Promise.all(server.students.map((s) => upload(server.base, s.token, probe, "check-in.jpg")));

  const rssBeforeMb = procMb(server.pid, "VmRSS");
  let peakRssMb = rssBeforeMb;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, procMb(server.pid, "VmRSS"));
  }, 25);
  const cpuBefore = await server.cpuMs();
  const mainBefore = mainThreadCpuMs(server.pid);
  const t0 = performance.now();
  const answers = await Promise.all(
    server.students.map(async (s, i) => {
      const sent = performance.now();
      try {
        const a = await call(server.base, "POST", "/teach/sign-in/record", {
          token: s.token,
          query: { signId: signIn.id, path: paths[i]! },
        });
        return { status: a.status, code: a.code, data: a.data, ms: performance.now() - sent };
      } catch {
        return { status: 0, code: -1, data: null, ms: performance.now() - sent };
      }
    }),
  );
  const burstMs = performance.now() - t0;
  clearInterval(sampler);
  const serverCpuMs = (await server.cpuMs()) - cpuBefore;
  const mainCpuMs = mainThreadCpuMs(server.pid) - mainBefore;
  peakRssMb = Math.max(peakRssMb, procMb(server.pid, "VmRSS"));

  const list = await ok<RecordList>(server.base, "GET", "/teach/sign-in/record", {
    ...teacher,
    query: { signId: signIn.id },
  });
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const answeredOne = answers.filter((a) => a.status === 200 && a.code === 0 && a.data === 1).length;
  const answeredBusy = answers.filter((a) => a.code === faceCodes.busy).length;
  return {
    workers,
    enrolSeconds: round2(enrolSeconds),
    burstMs: round2(burstMs),
    p50Ms: round2(percentile(latencies, 50)),
    p99Ms: round2(percentile(latencies, 99)),
    answeredOne,
    answeredBusy,
    answeredOther: STUDENTS - answeredOne - answeredBusy,
    recordedFaceCheckIns: list.records.filter((r) => r.status === 1 && r.face).length,
    serverCpuMs: round2(serverCpuMs),
    // The request thread's share (HTTP, database, queue); the rest is the face workers' inference.
    mainThreadCpuMs: round2(mainCpuMs),
    rssAtStartMb,
    rssBeforeBurstMb: rssBeforeMb,
    peakRssDuringBurstMb: peakRssMb,
    // The process's high-water mark since it started (enrolment loaded the models too).
    vmHwmMb: procMb(server.pid, "VmHWM"),
  };
}

export async function run() {
  const loadBefore = loadavg()[0]!;
  const started = performance.now();
  const runs = [];
  for (const workers of WORKER_SETTINGS) {
    const server = await startBenchServer(STUDENTS, 60_000, { FACE_MATCHING: "on", FACE_WORKERS: String(workers) });
    try {
      if (server.students.length !== STUDENTS) throw new Error(`class has ${server.students.length} students`);
      runs.push(await burst(server, workers));
    } finally {
      await server.stop();
    }
  }
  const defaults = loadFaceConfig({ FACE_MATCHING: "on" });
  return {
    name: "40 face check-ins in one burst",
    loadAverage: round2(loadBefore),
    loadAverageAfter: round2(loadavg()[0]!),
    students: STUDENTS,
    // Every student enrols 1 photo of the same person (the test photos' person A) and checks in with
    // another photo of them: the load of a class, not a test of telling 40 people apart.
    enrolment: "1 photo of person A per student, through POST /teach/face-database/create",
    defaultWorkers: defaults.workers,
    defaultQueueLimit: defaults.queueLimit,
    runs,
    totalSeconds: round2((performance.now() - started) / 1000),
    pass: runs.every((r) => r.answeredOne === STUDENTS && r.recordedFaceCheckIns === STUDENTS),
  };
}
