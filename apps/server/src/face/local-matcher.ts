// The on-premises matcher: descriptors from the face worker, compared 1:1 by euclidean distance.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import {
  type FaceEnrolment,
  type FaceMatcher,
  type FaceMatchInput,
  type FaceVerdict,
  NoFaceMatcher,
} from "../lib/face.js";
import type { FileStorage } from "../lib/storage.js";
import type { FaceReading } from "./engine.js";
import { faceMessages as m } from "./messages.js";
import { FacePool } from "./pool.js";
import type { FaceConfig } from "./settings.js";

/** Distance between two descriptors (face-api's measure: same person well below 0.5). */
export function descriptorDistance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - (b[i] ?? 0)) ** 2;
  return Math.sqrt(sum);
}

/** The one good face's descriptor, or why the image cannot be used. */
export function singleFace(reading: FaceReading, minScore: number): { descriptor: number[] } | { reason: string } {
  if (reading.unreadable) return { reason: m.badImage };
  const good = reading.scores.filter((s) => s >= minScore).length;
  // Several faces, all of them good or none of them: whose face it is cannot be told.
  if (good > 1 || (good === 0 && reading.scores.length > 1)) return { reason: m.manyFaces };
  if (reading.descriptor) return { descriptor: reading.descriptor };
  return { reason: reading.scores.length > 0 ? m.unclearFace : m.noFace };
}

/** Accept below the threshold; between it and `retakeBelow` ask for a retake; otherwise not this person. */
export function verdictFor(distance: number, config: Pick<FaceConfig, "threshold" | "retakeBelow">): FaceVerdict {
  if (distance < config.threshold) return { matched: true, distance };
  if (distance < config.retakeBelow) return { matched: false, reason: m.retake, retake: true, distance };
  return { matched: false, reason: m.failed, distance };
}

/** Compares face images with @vladmandic/face-api in worker threads; keeps descriptors only. */
export class LocalFaceMatcher implements FaceMatcher {
  readonly enabled = true;
  private readonly pool: FacePool;
  /** A private folder for the images handed to the workers (they read files, not bytes). */
  private scratch: Promise<string> | undefined;

  constructor(
    private readonly config: FaceConfig,
    private readonly storage: FileStorage,
  ) {
    this.pool = new FacePool({
      workers: config.workers,
      queueLimit: config.queueLimit,
      jobTimeoutMs: config.jobTimeoutMs,
    });
  }

  /** What the worker saw in a stored image (FaceBusyError when the queue is full). */
  async read(path: string): Promise<FaceReading> {
    // Through the storage, whichever instance stored the photo; a copy in a private temporary folder
    // for the worker, deleted as soon as it was read.
    const bytes = await this.storage.read(path);
    if (!bytes) return { scores: [], tensors: 0, unreadable: true };
    this.scratch ??= mkdtemp(join(tmpdir(), "smartclass-face-"));
    const file = join(await this.scratch, randomUUID());
    await writeFile(file, bytes, { mode: 0o600 });
    try {
      return await this.pool.read(file, this.config.minScore);
    } finally {
      await rm(file, { force: true });
    }
  }

  async enrol(input: { imagePath: string }): Promise<FaceEnrolment> {
    const face = singleFace(await this.read(input.imagePath), this.config.minScore);
    if ("reason" in face) return { ok: false, reason: face.reason };
    return { ok: true, template: JSON.stringify(face.descriptor.map((v) => Math.round(v * 1e6) / 1e6)) };
  }

  async verify(input: FaceMatchInput): Promise<FaceVerdict> {
    const enrolled = input.templates.map((t) => JSON.parse(t) as number[]).filter((d) => Array.isArray(d));
    if (enrolled.length === 0) return { matched: false, reason: m.notEnrolled };
    const face = singleFace(await this.read(input.probePath), this.config.minScore);
    if ("reason" in face) return { matched: false, reason: face.reason };
    return verdictFor(Math.min(...enrolled.map((d) => descriptorDistance(d, face.descriptor))), this.config);
  }

  async close(): Promise<void> {
    await this.pool.close();
    const scratch = await this.scratch?.catch(() => undefined);
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
}

/** The matcher the configuration asks for. */
export function createFaceMatcher(config: FaceConfig, storage: FileStorage): FaceMatcher {
  return config.matching === "on" ? new LocalFaceMatcher(config, storage) : new NoFaceMatcher();
}
