// Messages between the request thread and the face worker.
import type { FaceReading } from "./engine.js";

/** One image to read: an absolute file path (the worker reads it; no pixels cross threads). */
export interface FaceJob {
  id: number;
  file: string;
  minScore: number;
}

/** The worker's answer to a job. */
export type FaceJobAnswer = { id: number; ok: true; reading: FaceReading } | { id: number; ok: false; error: string };
