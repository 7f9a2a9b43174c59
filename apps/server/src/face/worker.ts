// The worker thread's entry: reads one image file at a time and answers what the engine saw, so that
// inference never blocks the request thread.
import { readFile } from "node:fs/promises";
import { parentPort } from "node:worker_threads";

import { readFaces } from "./engine.js";
import type { FaceJob, FaceJobAnswer } from "./protocol.js";

const port = parentPort;
if (!port) throw new Error("face worker must run in a worker thread");

port.on("message", (job: FaceJob) => {
  readFile(job.file)
    .then((bytes) => readFaces(bytes, { minScore: job.minScore }))
    .then(
      (reading): FaceJobAnswer => ({ id: job.id, ok: true, reading }),
      (error: unknown): FaceJobAnswer => ({
        id: job.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }),
    )
    .then((answer) => port.postMessage(answer));
});
