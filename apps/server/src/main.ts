// Entry point: `pnpm --filter @smartclass/server start`.
import { join } from "node:path";

import { API_PREFIX, buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { DEMO_ACCOUNTS } from "./seed.js";
import { prepareDatabase } from "./startup.js";
import { publishEndpoint, registerLocalBackup } from "./backup/local-endpoint.js";
import { configureBackups, loadBackupSettings } from "./backup/service.js";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A configuration the server cannot run with: say which and stop, without a stack trace.
  console.error(`Smartclass server not started: ${(error as Error).message}`);
  process.exit(1);
}
// Migrations and the seed run under the start-up lock: instances started together each come up once it is their turn.
const { database, seeded, upgraded } = await prepareDatabase(config);
const { app, services } = await buildApp({ config, database });
let backupSettings: ReturnType<typeof loadBackupSettings>;
try {
  backupSettings = loadBackupSettings(process.env);
} catch (error) {
  console.error(`Smartclass server not started: ${(error as Error).message}`);
  process.exit(1);
}
const backups = configureBackups(services, backupSettings);
registerLocalBackup(app, backups);
await app.listen({
  port: config.port,
  host: config.host,
  // The banner below is where people (and scripts that watch the output) find the URL; Fastify's own
  // log line names only the address, so the first URL printed is always the one to open.
  listenTextResolver: (address) => `Server listening on ${address.replace(/^https?:\/\//, "")}`,
});

const url = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${config.port}/`;
backups.startSchedule();
// `npm run backup` finds the running server here (the embedded database admits one process).
const unpublish = publishEndpoint(config.dataDir, {
  pid: process.pid,
  url: `http://${config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host.includes(":") ? `[${config.host}]` : config.host}:${config.port}`,
  token: backups.localToken,
});
const engine =
  database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${join(config.dataDir, "pglite")}`;
console.log(
  [
    "",
    `Smartclass server ready at ${url}`,
    `  API:      ${url.replace(/\/$/, "")}${API_PREFIX}`,
    `  Push:     ${url.replace(/^http/, "ws").replace(/\/$/, "")}${API_PREFIX}/infra/ws (first frame: {"type":"auth","token":"<accessToken>","lastSeq":null})`,
    `  Database: ${engine}${seeded ? " (demo data seeded just now)" : ""}`,
    `  Files:    ${config.storage.driver === "local" ? `${join(config.dataDir, "uploads")} (STORAGE=local)` : config.storage.driver === "database" ? "in the database (STORAGE=database)" : `S3 bucket ${config.storage.s3?.bucket} (STORAGE=s3)`}`,
    `  Health:   ${url}health, ${url}ready`,
    ...(upgraded && (upgraded.roles || upgraded.permissions || upgraded.menus || upgraded.workflow)
      ? [
          `  Upgraded: ${upgraded.roles} roles, ${upgraded.permissions} permissions, ${upgraded.menus} menu entries${upgraded.workflow ? ", the demo workflow" : ""} added`,
        ]
      : []),
    "  Demo accounts:",
    ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(8)} ${a.username.padEnd(22)} ${a.password}`),
    "  SMS and e-mail codes are written to this log (no provider configured).",
    `  Backups:  ${backups.config.dir}${backups.config.dailyAt ? ` daily at ${backups.config.dailyAt} (${backups.config.timeZone}), keeping ${backups.config.keep}` : " (npm run backup; BACKUP_TIME=HH:MM for a daily one)"}`,
    "",
  ].join("\n"),
);

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    unpublish();
    void backups
      .close()
      .then(() => app.close())
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
