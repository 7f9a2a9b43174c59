// Backups (/system/backup): the administration page's list with the running backup's progress and
// the schedule, and a backup started by hand (answered at once; the page follows its progress).
import type { components } from "@smartclass/api";

import type { BackupRecord } from "../backup/backups.js";
import { backupsOf, type BackupStatus } from "../backup/service.js";
import { type Handler, op } from "./types.js";

type BackupItem = components["schemas"]["BackupItem"];
type BackupRunning = components["schemas"]["BackupRunning"];

const itemOf = (r: BackupRecord): BackupItem => ({
  name: r.name,
  status: r.status,
  trigger: r.trigger,
  startTime: Date.parse(r.startedAt),
  endTime: Date.parse(r.finishedAt),
  size: r.size,
  engine: r.engine,
  ...(r.error !== undefined ? { error: r.error } : {}),
  ...(r.schema !== undefined ? { schemaVersion: r.schema } : {}),
  ...(r.tables !== undefined ? { tables: r.tables } : {}),
  ...(r.rows !== undefined ? { rows: r.rows } : {}),
  ...(r.files !== undefined ? { files: r.files } : {}),
  ...(r.fileBytes !== undefined ? { fileBytes: r.fileBytes } : {}),
  ...(r.sha256 !== undefined ? { sha256: r.sha256 } : {}),
});

const runningOf = (r: NonNullable<BackupStatus["running"]>): BackupRunning => ({
  trigger: r.trigger,
  startTime: Date.parse(r.startedAt),
  phase: r.phase,
  done: r.done,
  total: r.total,
});

export const backupHandlers: Record<string, Handler> = {
  "GET /system/backup/list": op(async (ctx) => {
    const backups = backupsOf(ctx.services);
    const status = backups.status();
    return {
      list: (await backups.list()).map(itemOf),
      running: status.running ? runningOf(status.running) : null,
      nextTime: status.nextAt ? Date.parse(status.nextAt) : null,
      dailyAt: status.dailyAt,
      keep: status.keep,
    };
  }),

  "POST /system/backup/start": op(async (ctx) => {
    const backups = backupsOf(ctx.services);
    // Not awaited: the page polls the list for progress and the result (which is also logged on failure).
    void backups.start("manual").then((r) => {
      if (r.status === "failed") ctx.services.log.error({ backup: r.name, error: r.error }, "backup failed");
    });
    return runningOf(backups.status().running!);
  }),
};
