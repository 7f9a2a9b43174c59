// The backup commands (`npm run backup | restore | move-to-postgres | backups`, or
// `tsx apps/server/src/backup/cli.ts <command>`). Configuration is the server's (DATA_DIR,
// DATABASE_URL, BACKUP_DIR). The embedded database belongs to one process: while the server runs, a
// backup is taken by the server (over loopback), and restore refuses to touch its data directory.
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

import { loadConfig } from "../config.js";
import { openDatabase } from "../db/index.js";
import { createStorage } from "../storage/index.js";
import { type BackupRecord, listBackups, runBackup } from "./backups.js";
import { cliMessages as t } from "./messages.js";
import { LOCAL_BACKUP_PATH, runningServer } from "./local-endpoint.js";
import { restoreArchive, RestoreRefused, type RestoreReport } from "./restore.js";
import { backupConfigOf, loadBackupSettings } from "./service.js";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    force: { type: "boolean", default: false },
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
  },
});
const [command, archiveArg] = positionals;
const config = loadConfig({
  ...process.env,
  ...(values["data-dir"] ? { DATA_DIR: values["data-dir"] } : {}),
});
const backupConfig = backupConfigOf(loadBackupSettings(process.env), config.dataDir);
const uploadsDir = join(config.dataDir, "uploads");
const pgliteDir = join(config.dataDir, "pglite");

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

/** A backup of the configured database: through the running server when it holds the embedded one. */
async function backup(): Promise<BackupRecord> {
  const server = config.databaseUrl ? undefined : runningServer(config.dataDir);
  if (server) {
    console.log(t.viaServer(server.url));
    const res = await fetch(`${server.url.replace(/\/$/, "")}${LOCAL_BACKUP_PATH}`, {
      method: "POST",
      headers: { "x-smartclass-backup-token": server.token },
    });
    const body = (await res.json()) as { code: number; data: BackupRecord; msg: string };
    if (body.code !== 0) throw new Error(body.msg);
    return body.data;
  }
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: pgliteDir },
  );
  // Files in object storage (STORAGE=s3) are read through the driver; the others are in the folder or the database.
  const storage =
    config.storage.driver === "s3" ? await createStorage(config.storage, config.dataDir, database.db) : undefined;
  try {
    return await runBackup({
      database,
      uploadsDir,
      ...(storage ? { remoteFiles: storage } : {}),
      backupsDir: backupConfig.dir,
      now: () => new Date(),
      trigger: "cli",
      onProgress: (p) => {
        if (p.phase !== "archive" || p.done === p.total) process.stdout.write(`  ${p.phase} ${p.done}/${p.total}\n`);
      },
    });
  } finally {
    await storage?.close?.();
    await database.close();
  }
}

function printBackup(r: BackupRecord, ms: number): void {
  if (r.status !== "completed") throw new Error(t.backupFailed(r.error ?? ""));
  console.log(t.backupDone(join(backupConfig.dir, `${r.name}.tar.gz`), mb(r.size), ms));
  console.log(t.backupContents(r.schema ?? "-", r.tables ?? 0, r.rows ?? 0, r.files ?? 0, mb(r.fileBytes ?? 0)));
}

function printRestore(r: RestoreReport): void {
  console.log(t.restored(r.archive, r.rows, r.tables.length, r.files, mb(r.bytes), r.ms));
  if (r.schemaFrom !== r.schemaNow) console.log(t.upgraded(r.schemaFrom ?? "-", r.schemaNow ?? "-"));
  console.log(t.verified(r.sha256));
}

async function main(): Promise<number> {
  const started = performance.now();
  switch (command) {
    case "backup": {
      printBackup(await backup(), Math.round(performance.now() - started));
      return 0;
    }
    case "backups":
    case "list": {
      const list = await listBackups(backupConfig.dir);
      if (!list.length) console.log(t.none(backupConfig.dir));
      for (const r of list)
        console.log(
          `${r.name}  ${r.status.padEnd(9)} ${r.trigger.padEnd(8)} ${mb(r.size).padStart(10)}  ${r.error ?? ""}`,
        );
      return 0;
    }
    case "restore": {
      if (!archiveArg) throw new RestoreRefused(t.usage);
      const databaseUrl = values["database-url"] ?? config.databaseUrl;
      if (!databaseUrl && runningServer(config.dataDir)) throw new RestoreRefused(t.serverRunning(config.dataDir));
      printRestore(
        await restoreArchive({
          archive: resolve(archiveArg),
          target: databaseUrl ? { databaseUrl, uploadsDir } : { pgliteDir, uploadsDir },
          force: values.force,
          say: (line) => console.log(line),
        }),
      );
      return 0;
    }
    case "move-to-postgres": {
      const databaseUrl = values["database-url"] ?? config.databaseUrl;
      if (!databaseUrl) throw new RestoreRefused(t.needUrl);
      // The source is the embedded database, whatever DATABASE_URL says.
      delete config.databaseUrl;
      const record = await backup();
      printBackup(record, Math.round(performance.now() - started));
      // The files stay in DATA_DIR/uploads, where the server reads them on either engine.
      printRestore(
        await restoreArchive({
          archive: join(backupConfig.dir, `${record.name}.tar.gz`),
          target: { databaseUrl, uploadsDir },
          force: values.force,
          keepFiles: true,
          say: (line) => console.log(line),
        }),
      );
      console.log(t.moved);
      return 0;
    }
    default:
      console.log(t.usage);
      return command ? 2 : 0;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof RestoreRefused ? t.refused((error as Error).message) : t.failed((error as Error).message),
    );
    process.exit(error instanceof RestoreRefused ? 2 : 1);
  },
);
