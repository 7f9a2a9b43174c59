// The face worker threads with a bounded queue: inference runs off the request thread, one image at a
// time per worker; when the queue is full a caller is told at once that the engine is busy.
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

import type { FaceReading } from "./engine.js";
import type { FaceJob, FaceJobAnswer } from "./protocol.js";

/** Thrown when every worker is busy and the queue is full; the caller answers 人脸识别繁忙，请稍后重试. */
export class FaceBusyError extends Error {
  constructor() {
    super("face engine busy");
  }
}

export interface FacePoolOptions {
  /** Worker threads (each holds the models: ~300 MB). */
  workers: number;
  /** Images waiting or being read, across all workers, before callers are turned away. */
  queueLimit: number;
  /** A job that takes longer fails (and its worker is replaced). */
  jobTimeoutMs: number;
}

interface Pending {
  job: FaceJob;
  resolve: (reading: FaceReading) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  current?: Pending;
  timer?: NodeJS.Timeout;
}

/** The worker module; TypeScript when the server runs on tsx (always, today) or under Vitest. */
const workerUrl = new URL(`./worker${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url);
const entryUrl = new URL("./worker-entry.mjs", import.meta.url);

/** A fixed set of face workers, started on the first image. */
export class FacePool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Pending[] = [];
  private nextId = 1;
  private inFlight = 0;

  constructor(private readonly options: FacePoolOptions) {}

  /** Reads the faces of an image file, or throws FaceBusyError at once when the queue is full. */
  read(file: string, minScore: number): Promise<FaceReading> {
    if (this.inFlight >= this.options.queueLimit) return Promise.reject(new FaceBusyError());
    this.inFlight++;
    return new Promise<FaceReading>((resolve, reject) => {
      this.waiting.push({ job: { id: this.nextId++, file, minScore }, resolve, reject });
      this.dispatch();
    }).finally(() => {
      this.inFlight--;
    });
  }

  /** Stops the workers; jobs still waiting fail. */
  async close(): Promise<void> {
    for (const p of this.waiting.splice(0)) p.reject(new Error("face engine closed"));
    await Promise.all(this.slots.splice(0).map((s) => this.stop(s, new Error("face engine closed"))));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const slot = this.slots.find((s) => !s.current) ?? this.spawn();
      if (!slot) return;
      const pending = this.waiting.shift()!;
      slot.current = pending;
      slot.worker.ref();
      slot.timer = setTimeout(
        () => void this.replace(slot, new Error("face engine timed out")),
        this.options.jobTimeoutMs,
      );
      slot.worker.postMessage(pending.job);
    }
  }

  private spawn(): Slot | undefined {
    if (this.slots.length >= this.options.workers) return undefined;
    const worker = new Worker(fileURLToPath(entryUrl), { workerData: { entry: workerUrl.href } });
    const slot: Slot = { worker };
    worker.on("message", (answer: FaceJobAnswer) => {
      const pending = slot.current;
      if (!pending || pending.job.id !== answer.id) return;
      this.finish(slot);
      if (answer.ok) pending.resolve(answer.reading);
      else pending.reject(new Error(answer.error));
      this.dispatch();
    });
    worker.on("error", (error) => void this.replace(slot, error));
    worker.on("exit", () => void this.replace(slot, new Error("face engine stopped")));
    this.slots.push(slot);
    return slot;
  }

  private finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.current = undefined;
    // An idle worker does not keep the process alive.
    slot.worker.unref();
  }

  /** A worker that failed or hung is dropped; its job fails and the next job starts a fresh one. */
  private async replace(slot: Slot, error: Error): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    await this.stop(slot, error);
    this.dispatch();
  }

  private async stop(slot: Slot, error: Error): Promise<void> {
    const pending = slot.current;
    this.finish(slot);
    slot.worker.removeAllListeners();
    pending?.reject(error);
    await slot.worker.terminate();
  }
}
