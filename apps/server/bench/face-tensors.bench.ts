// No tensor leak across 1,000 face checks. The face engine's worker pool (src/face/pool.ts,
// the one the server uses) reads 1,000 images — another photo of person A, cut to the face, as a
// check-in photo would be — in 2 workers. Each reading reports the TensorFlow tensors alive in its
// worker afterwards; the count after the first readings (the models and their caches) must be the
// count after the last: a leak of even one tensor per check would show as 1,000 more. Also reported:
// this process's RSS (the workers live in it) at the same points, and the time per image.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";

import { FacePool } from "../src/face/pool.js";
import { loadFaceConfig } from "../src/face/settings.js";
import { facePhotos } from "../test/face-photos.js";

// Not from harness.ts: that module loads the forked server's entry (it runs no server here).
const round2 = (n: number) => Math.round(n * 100) / 100;

const CHECKS = 1000;
const WORKERS = 2;
/** Readings after which the count is taken as the baseline (models loaded, first-image caches made). */
const WARM_UP = 10;
const CHECKPOINTS = [WARM_UP, 100, 250, 500, 750, CHECKS];

export async function run() {
  const loadBefore = loadavg()[0]!;
  const dir = mkdtempSync(join(tmpdir(), "smartclass-face-tensors-"));
  const file = join(dir, "probe.jpg");
  writeFileSync(file, facePhotos.personA3());
  const { minScore } = loadFaceConfig({ FACE_MATCHING: "on" });
  const pool = new FacePool({ workers: WORKERS, queueLimit: WORKERS * 2, jobTimeoutMs: 60_000 });
  const started = performance.now();
  const samples: { checks: number; maxTensors: number; rssMb: number; msPerImage: number }[] = [];
  let done = 0;
  let faces = 0;
  let maxTensors = 0;
  let windowStart = performance.now();
  let windowChecks = 0;
  try {
    // Keep every worker busy: as many readings in flight as workers, until 1,000 are done.
    const worker = async () => {
      while (done + windowChecks < CHECKS && done < CHECKS) {
        windowChecks++;
        const reading = await pool.read(file, minScore);
        windowChecks--;
        done++;
        if (reading.descriptor) faces++;
        maxTensors = Math.max(maxTensors, reading.tensors);
        if (CHECKPOINTS.includes(done)) {
          const now = performance.now();
          samples.push({
            checks: done,
            maxTensors,
            rssMb: Math.round(process.memoryUsage().rss / 1048576),
            msPerImage: round2((now - windowStart) / (done - (samples.at(-1)?.checks ?? 0))),
          });
          windowStart = now;
          // The next window's maximum: a later leak cannot hide behind an early peak.
          maxTensors = 0;
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
  } finally {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const baseline = samples[0]?.maxTensors ?? 0;
  const last = samples.at(-1)?.maxTensors ?? Infinity;
  return {
    name: "face engine: no tensor leak across 1,000 checks",
    loadAverage: round2(loadBefore),
    checks: done,
    workers: WORKERS,
    facesFound: faces,
    samples,
    tensorsAfterWarmUp: baseline,
    tensorsAtEnd: last,
    totalSeconds: round2((performance.now() - started) / 1000),
    pass: done === CHECKS && faces === CHECKS && samples.every((s) => s.maxTensors <= baseline),
  };
}
