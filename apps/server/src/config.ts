// Configuration from the environment, with the defaults the README documents.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { type AiConfig, loadAiConfig } from "./ai/settings.js";
import { type FaceConfig, loadFaceConfig } from "./face/settings.js";
import { parseSchoolTimeZone } from "./lib/school-time.js";
import type { StorageConfig } from "./storage/index.js";

/** The repository root (apps/server/src → ../../..). */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /**
   * STORAGE (local | database | s3) and S3_*: where uploaded files live. `database` by default once
   * DATABASE_URL is set (every instance then shares them), `local` (DATA_DIR/uploads) otherwise.
   */
  storage: StorageConfig;
  /** Access token lifetime in seconds. */
  accessTokenTtl: number;
  /** Refresh token lifetime in seconds. */
  refreshTokenTtl: number;
  /** How long a spent refresh token may be presented again (two tabs refreshing at once), in ms. */
  refreshReuseGraceMs: number;
  /** Password guesses per (user name, client address) within the window before that pair is locked. */
  loginMaxFailures: number;
  loginFailureWindowMs: number;
  /** scrypt's cost N for new password hashes (a power of two; older, cheaper hashes are upgraded at sign-in). */
  passwordHashCost: number;
  /**
   * SMARTCLASS_SECRET_KEY: the key that encrypts secrets at rest (the token signing key, OAuth2 client
   * secrets, the AI key); without it they are stored in plain text and the server warns at start.
   */
  secretKey?: string;
  /** Per-address, per-number and global limits (answered 429 with Retry-After); see the README. */
  limits: RateLimitConfig;
  /** Maximum JSON body size in bytes. */
  bodyLimit: number;
  /** Maximum upload size in bytes. */
  uploadLimit: number;
  /** Folder of the built console. */
  consoleDist: string;
  /** Logger level (fastify/pino); "silent" in tests. */
  logLevel: string;
  /** Trust X-Forwarded-* headers (behind a reverse proxy or load balancer). */
  trustProxy: boolean;
  /** The AI provider and its limits (AI_*; configuration records override the provider). */
  ai: AiConfig;
  /** Face check-in (FACE_*): the on-premises matcher, its thresholds and its queue. */
  face: FaceConfig;
  /** TEST_CLOCK=on: `PUT /test-support/clock` (loopback only) moves the server's time (end-to-end tests). */
  testClock?: boolean;
  /** SMARTCLASS_PREVIEW_ORIGINS: origins /student/preview may embed (the console's CSP frame-src). */
  previewOrigins?: string[];
  /**
   * SCHOOL_TIME_ZONE: the IANA zone of the school's calendar (school days, times of day, exports,
   * notifications); default Asia/Shanghai. An unknown name stops the server at start.
   */
  schoolTimeZone: string;
}

/** Request limits, each counted in the database so that every instance shares it. */
export interface RateLimitConfig {
  /** Failed sign-ins (password) from one client address per window (LOGIN_FAILURE_WINDOW_MS). */
  loginFailuresPerAddress: number;
  /** Sign-ups from one address per hour. */
  registerPerAddress: number;
  /** Password resets (forgot password) from one address per hour. */
  resetPerAddress: number;
  /** SMS codes asked from one address per hour. */
  smsPerAddress: number;
  /** SMS codes sent to one number per hour (besides one a minute and 10 a day). */
  smsPerNumber: number;
  /** SMS codes sent by the whole server per hour (the gateway bill). */
  smsGlobal: number;
}

/** Reads PASSWORD_HASH_COST: a power of two from 2^10 to 2^20 (default 2^17); throws otherwise. */
function parseHashCost(value: string | undefined): number {
  if (value === undefined || value === "") return 2 ** 17;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1024 || n > 2 ** 20 || (n & (n - 1)) !== 0)
    throw new Error(`PASSWORD_HASH_COST: "${value}" is not a power of two from 1024 to 1048576 (default 131072)`);
  return n;
}

/**
 * Parses SMARTCLASS_PREVIEW_ORIGINS (comma-separated http: or https: origins, e.g.
 * `https://media.example.edu,http://10.0.0.5:8080`); throws naming the first entry that is not one.
 */
export function parsePreviewOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? "").split(",").map((e) => e.trim())) {
    if (!entry) continue;
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const bare = url && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !bare || (url.protocol !== "http:" && url.protocol !== "https:") || !entry.startsWith(url.origin))
      throw new Error(
        `SMARTCLASS_PREVIEW_ORIGINS: "${entry}" is not an http: or https: origin (scheme://host[:port], e.g. https://media.example.edu)`,
      );
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/** Reads STORAGE and S3_*; throws naming what is wrong (an unknown driver, s3 without a bucket). */
function parseStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = env.STORAGE || (env.DATABASE_URL ? "database" : "local");
  if (driver !== "local" && driver !== "database" && driver !== "s3")
    throw new Error(`STORAGE: "${driver}" is not one of local, database, s3`);
  if (driver !== "s3") return { driver };
  if (!env.S3_BUCKET) throw new Error("STORAGE=s3 needs S3_BUCKET (and S3_ENDPOINT for a service other than AWS)");
  return {
    driver,
    s3: {
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      region: env.S3_REGION || "us-east-1",
      bucket: env.S3_BUCKET,
      ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
      ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === "true" || env.S3_FORCE_PATH_STYLE === "1",
    },
  };
}

/** SMARTCLASS_SECRET_KEY must be long enough to be a key, not a word (32 characters or more). */
function secretKeyOf(value: string): string {
  if (value.length < 32)
    throw new Error("SMARTCLASS_SECRET_KEY: use at least 32 random characters (e.g. `openssl rand -base64 32`)");
  return value;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === "" ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** Reads the configuration from environment variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: int(env.PORT, 48080),
    host: env.HOST || "127.0.0.1",
    dataDir: resolve(env.DATA_DIR || join(repoRoot, ".data")),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    storage: parseStorageConfig(env),
    accessTokenTtl: int(env.ACCESS_TOKEN_TTL, 30 * 60),
    refreshTokenTtl: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    refreshReuseGraceMs: int(env.REFRESH_REUSE_GRACE_MS, 5000),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    loginFailureWindowMs: int(env.LOGIN_FAILURE_WINDOW_MS, 15 * 60_000),
    passwordHashCost: parseHashCost(env.PASSWORD_HASH_COST),
    ...(env.SMARTCLASS_SECRET_KEY ? { secretKey: secretKeyOf(env.SMARTCLASS_SECRET_KEY) } : {}),
    limits: {
      loginFailuresPerAddress: int(env.LOGIN_FAILURES_PER_ADDRESS, 50),
      registerPerAddress: int(env.REGISTER_PER_ADDRESS_HOURLY, 20),
      resetPerAddress: int(env.RESET_PER_ADDRESS_HOURLY, 20),
      smsPerAddress: int(env.SMS_PER_ADDRESS_HOURLY, 20),
      smsPerNumber: int(env.SMS_PER_NUMBER_HOURLY, 5),
      smsGlobal: int(env.SMS_GLOBAL_HOURLY, 500),
    },
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024),
    uploadLimit: int(env.UPLOAD_LIMIT, 10 * 1024 * 1024),
    consoleDist: resolve(env.CONSOLE_DIST || join(repoRoot, "apps", "console", "dist")),
    logLevel: env.LOG_LEVEL || "info",
    trustProxy: env.TRUST_PROXY === "true" || env.TRUST_PROXY === "1",
    ai: loadAiConfig(env),
    face: loadFaceConfig(env),
    testClock: env.TEST_CLOCK === "on",
    previewOrigins: parsePreviewOrigins(env.SMARTCLASS_PREVIEW_ORIGINS),
    schoolTimeZone: parseSchoolTimeZone(env.SCHOOL_TIME_ZONE),
  };
}
