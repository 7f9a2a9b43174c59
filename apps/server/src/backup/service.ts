// Backups of the running server: one at a time (a click while one runs joins it), its progress for the
// administration page, and the daily schedule, which reads the server's clock (on the school's calendar,
// in its time zone) so that tests move time instead of waiting for it.
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";

import type { Database } from "../db/index.js";
import type { RemoteFiles } from "./archive.js";
import type { Clock } from "../lib/clock.js";
import { DEFAULT_SCHOOL_TIME_ZONE, instantOfWallTime, schoolDayBounds, wallTimeOf } from "../lib/school-time.js";
import {
  type BackupPhase,
  type BackupRecord,
  type BackupTrigger,
  listBackups,
  pruneBackups,
  runBackup,
} from "./backups.js";

/** BACKUP_*: where backups go and when the schedule runs. */
export interface BackupConfig {
  /** BACKUP_DIR (default DATA_DIR/backups). Put it on another disk to survive this one. */
  dir: string;
  /** BACKUP_TIME: daily at HH:MM as the school's clock reads it; absent = no schedule. */
  dailyAt?: string;
  /** BACKUP_KEEP: completed backups kept by the schedule (default 7). */
  keep: number;
  /** The school's time zone (SCHOOL_TIME_ZONE), in which `dailyAt` is read. */
  timeZone: string;
}

/** The settings as configured; the folder defaults to DATA_DIR/backups once the data directory is known. */
export type BackupSettings = Omit<BackupConfig, "dir" | "timeZone"> & { dir?: string };

/** Reads BACKUP_DIR, BACKUP_TIME and BACKUP_KEEP; throws naming a malformed value. */
export function loadBackupSettings(env: NodeJS.ProcessEnv): BackupSettings {
  const time = env.BACKUP_TIME?.trim();
  if (time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
    throw new Error(`BACKUP_TIME: "${time}" is not HH:MM (00:00–23:59)`);
  const keep = env.BACKUP_KEEP ? Number(env.BACKUP_KEEP) : 7;
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`BACKUP_KEEP: "${env.BACKUP_KEEP}" is not a whole number ≥ 1`);
  return { ...(env.BACKUP_DIR ? { dir: resolve(env.BACKUP_DIR) } : {}), ...(time ? { dailyAt: time } : {}), keep };
}

/** The settings with the folder resolved against the data directory, read in the school's time zone. */
export function backupConfigOf(
  settings: BackupSettings | undefined,
  dataDir: string,
  timeZone = DEFAULT_SCHOOL_TIME_ZONE,
): BackupConfig {
  return { keep: 7, ...settings, dir: settings?.dir ?? join(dataDir, "backups"), timeZone };
}

/** The instant the school's clock (in `timeZone`) reads HH:MM on the school day of `now`. */
export function dueOn(now: Date, hhmm: string, timeZone: string): Date {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const day = wallTimeOf(now, timeZone);
  return instantOfWallTime(timeZone, day.year, day.month, day.day, h, m);
}

export interface BackupStatus {
  running: (BackupPhase & { startedAt: string; trigger: BackupTrigger }) | null;
  /** The next scheduled run, when a schedule is configured. */
  nextAt: string | null;
  keep: number;
  dailyAt: string | null;
}

interface RunningBackup {
  promise: Promise<BackupRecord>;
  status: NonNullable<BackupStatus["running"]>;
}

export class BackupService {
  /** The secret the server's own CLI presents over loopback (written to DATA_DIR, readable by its user). */
  readonly localToken = randomBytes(24).toString("base64url");
  private current: RunningBackup | undefined;
  /** The scheduled day already run (YYYY-MM-DD of the due instant), so one day runs once. */
  private lastScheduled: string | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly uploadsDir: string,
    readonly config: BackupConfig,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly remoteFiles?: RemoteFiles,
  ) {
    // A server started after today's time does not run a backup at once: the day counts as done.
    if (config.dailyAt && clock.now() >= dueOn(clock.now(), config.dailyAt, config.timeZone))
      this.lastScheduled = dueOn(clock.now(), config.dailyAt, config.timeZone).toISOString();
  }

  /** Starts a backup, or answers the one already running. */
  start(trigger: BackupTrigger): Promise<BackupRecord> {
    if (this.current) return this.current.promise;
    const status: RunningBackup["status"] = {
      phase: "snapshot",
      done: 0,
      total: 1,
      startedAt: this.clock.now().toISOString(),
      trigger,
    };
    const current = { status } as RunningBackup;
    current.promise = runBackup({
      database: this.database,
      uploadsDir: this.uploadsDir,
      ...(this.remoteFiles ? { remoteFiles: this.remoteFiles } : {}),
      backupsDir: this.config.dir,
      now: () => this.clock.now(),
      trigger,
      onProgress: (p) => Object.assign(current.status, p),
    }).finally(() => {
      if (this.current === current) this.current = undefined;
    });
    this.current = current;
    return current.promise;
  }

  /** Whether one runs and how far it is, and the schedule. */
  status(): BackupStatus {
    return {
      running: this.current ? { ...this.current.status } : null,
      nextAt: this.nextAt()?.toISOString() ?? null,
      keep: this.config.keep,
      dailyAt: this.config.dailyAt ?? null,
    };
  }

  list(): Promise<BackupRecord[]> {
    return listBackups(this.config.dir);
  }

  private nextAt(): Date | undefined {
    if (!this.config.dailyAt) return undefined;
    const { dailyAt, timeZone } = this.config;
    const today = dueOn(this.clock.now(), dailyAt, timeZone);
    if (this.lastScheduled !== today.toISOString()) return today;
    // Tomorrow's school day, which is not always 24 hours away (summer time starting or ending).
    return dueOn(schoolDayBounds(this.clock.now(), timeZone).end, dailyAt, timeZone);
  }

  /** Runs the scheduled backup when its time has come (the timer calls this; tests call it after moving the clock). */
  async tick(): Promise<BackupRecord | undefined> {
    if (!this.config.dailyAt) return undefined;
    const due = dueOn(this.clock.now(), this.config.dailyAt, this.config.timeZone);
    if (this.clock.now() < due || this.lastScheduled === due.toISOString()) return undefined;
    this.lastScheduled = due.toISOString();
    const record = await this.start("schedule");
    if (record.status === "completed") await pruneBackups(this.config.dir, this.config.keep);
    return record;
  }

  /** Checks the schedule every half minute of real time; the clock decides whether it is due. */
  startSchedule(): void {
    if (!this.config.dailyAt || this.timer) return;
    this.timer = setInterval(() => void this.tick().catch(this.onError), 30_000);
    this.timer.unref();
  }

  /** Stops the schedule and waits for a backup under way. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.current?.promise.catch(() => undefined);
  }
}

/** What a backup service is made from: the running server's services. */
export interface BackupHost {
  database: Database;
  config: { dataDir: string; schoolTimeZone?: string };
  clock: Clock;
  log?: { error(obj: unknown, msg?: string): void };
  /** The server's file storage: a backup holds its files wherever the driver keeps them. */
  storage?: RemoteFiles;
}

const services = new WeakMap<Database, BackupService>();

/** The server's backup service (one per database), created with `settings` (BACKUP_*) the first time. */
export function backupsOf(host: BackupHost, settings?: BackupSettings): BackupService {
  let service = services.get(host.database);
  if (!service) {
    service = new BackupService(
      host.database,
      join(host.config.dataDir, "uploads"),
      backupConfigOf(settings, host.config.dataDir, host.config.schoolTimeZone),
      host.clock,
      (err) => host.log?.error({ err }, "scheduled backup failed"),
      host.storage,
    );
    services.set(host.database, service);
  }
  return service;
}

/** Replaces the server's backup service with one on other settings (start-up, and tests of the schedule). */
export function configureBackups(host: BackupHost, settings: BackupSettings): BackupService {
  services.delete(host.database);
  return backupsOf(host, settings);
}
