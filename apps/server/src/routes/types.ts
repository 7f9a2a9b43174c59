// What every operation handler receives.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";

import type { AuthService, AuthUser } from "../auth.js";
import type { CheckInWriter } from "../classroom/check-ins.js";
import type { QuestionAnswerWriter } from "../classroom/question-answers.js";
import type { ServerConfig } from "../config.js";
import type { Contract, Operation } from "../contract.js";
import type { Database, Db } from "../db/index.js";
import type { Clock } from "../lib/clock.js";
import type { CodeService } from "../lib/codes.js";
import type { FaceMatcher } from "../lib/face.js";
import type { LoginGuard, RateLimiter } from "../lib/rate-limit.js";
import type { Secrets } from "../lib/secrets.js";
import type { FileStorage } from "../lib/storage.js";
import type { BodyValidator } from "../lib/validation.js";
import type { PushHub } from "../push.js";

export interface Services {
  db: Db;
  database: Database;
  config: ServerConfig;
  auth: AuthService;
  push: PushHub;
  /** Plain check-ins, written in groups (classroom/check-ins.ts). */
  checkIns: CheckInWriter;
  /** Students' answers to questions, written in groups (classroom/question-answers.ts). */
  questionAnswers: QuestionAnswerWriter;
  codes: CodeService;
  /** Per-address, per-number and global request limits, counted in the database. */
  limiter: RateLimiter;
  /** Password guesses per (user name, address), decided atomically in the database. */
  loginGuard: LoginGuard;
  /** Seals and opens secrets stored in the database (SMARTCLASS_SECRET_KEY). */
  secrets: Secrets;
  storage: FileStorage;
  faceMatcher: FaceMatcher;
  contract: Contract;
  /** The contract's body schemas, for data that arrives another way (an imported sheet's rows). */
  bodies: BodyValidator;
  log: FastifyBaseLogger;
  /** The time as the server reads it (tests move it past a time limit without sleeping). */
  clock: Clock;
}

export interface Ctx<Q = Record<string, unknown>, B = unknown> {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The caller; present for every operation that is not public. */
  user: AuthUser | undefined;
  query: Q;
  params: Record<string, unknown>;
  body: B;
  services: Services;
  op: Operation;
}

/** Answers `data` (wrapped in the envelope) or sends the reply itself (files). */
export type Handler = (ctx: Ctx<Record<string, unknown>, unknown>) => Promise<unknown>;

/** Declares a handler with the shapes of its validated query and body. */
export function op<Q = Record<string, unknown>, B = unknown>(fn: (ctx: Ctx<Q, B>) => Promise<unknown>): Handler {
  return fn as unknown as Handler;
}

/** The caller of an operation that requires one. */
export function me(ctx: { user: AuthUser | undefined }): AuthUser {
  if (!ctx.user) throw new Error("operation requires a signed-in user");
  return ctx.user;
}

/** Epoch milliseconds of a date, or null. */
export const ms = (d: Date | null | undefined): number | null => (d ? d.getTime() : null);
