// Face matching settings from the environment (FACE_*), with the defaults the README documents.

import { availableParallelism } from "node:os";

export interface FaceConfig {
  /** "on": the on-premises matcher; "off": nobody is recognised (the client offers plain check-in). */
  matching: "on" | "off";
  /** Accept a check-in when the descriptor distance is below this (same person 0.18–0.48 measured). */
  threshold: number;
  /** Above the threshold and below this the student is asked to retake rather than told "not you". */
  retakeBelow: number;
  /** A face counts only with a detection score at least this (0–1). */
  minScore: number;
  /** Photos one student may enrol (the console sends 3–5). */
  maxPhotos: number;
  /** Keep enrolment photos (off: only descriptors are kept and the uploaded photo is deleted). */
  keepPhotos: boolean;
  /** Days a kept photo stays before it is deleted (its descriptor stays). */
  keepPhotosDays: number;
  /** Worker threads reading faces (each ~300 MB with the models). */
  workers: number;
  /** Images waiting or being read before callers get 人脸识别繁忙，请稍后重试. */
  queueLimit: number;
  /** A single image taking longer than this fails. */
  jobTimeoutMs: number;
}

/**
 * A class's burst (40 students checking in at once) must fit, with room for a few enrolments; at
 * ~0.3–0.6 s per image on one worker the last of 48 is answered in ~15–25 s, inside the client's 30 s
 * request timeout (bench/face-check-in.bench.ts measures it). Beyond that, busy at once beats a timeout.
 */
const DEFAULT_QUEUE_LIMIT = 48;

/**
 * Two workers where there are two cores: measured on 2 cores (bench/face-check-in.bench.ts), a class
 * of 40 checking in at once is answered in 7.6 s with two and 25 s with one (close to the client's 30 s
 * timeout), for about 450 MB more memory.
 */
function defaultWorkers(): number {
  return Math.min(2, availableParallelism());
}

function num(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === "" ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

const on = (value: string | undefined) => value === "on" || value === "true" || value === "1";

/** Reads FACE_* variables. */
export function loadFaceConfig(env: NodeJS.ProcessEnv): FaceConfig {
  const threshold = num(env.FACE_THRESHOLD, 0.5);
  return {
    matching: on(env.FACE_MATCHING) ? "on" : "off",
    threshold,
    retakeBelow: Math.max(threshold, num(env.FACE_RETAKE_BELOW, 0.6)),
    minScore: num(env.FACE_MIN_SCORE, 0.8),
    maxPhotos: Math.max(1, Math.floor(num(env.FACE_MAX_PHOTOS, 5))),
    keepPhotos: on(env.FACE_KEEP_PHOTOS),
    keepPhotosDays: Math.max(0, num(env.FACE_KEEP_PHOTOS_DAYS, 30)),
    workers: Math.max(1, Math.floor(num(env.FACE_WORKERS, defaultWorkers()))),
    queueLimit: Math.max(1, Math.floor(num(env.FACE_QUEUE_LIMIT, DEFAULT_QUEUE_LIMIT))),
    jobTimeoutMs: Math.max(1000, num(env.FACE_JOB_TIMEOUT_MS, 30_000)),
  };
}
