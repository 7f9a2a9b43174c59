// How `npm run backup` reaches a running server. The embedded database belongs to one process, so
// while the server runs only the server can read it: it writes DATA_DIR/backup-endpoint.json (its
// address and a random secret, readable only by the user it runs as) and answers a backup request on
// loopback that presents that secret. Whoever can read the data directory could copy it anyway, so the
// secret gives nothing the file system did not. Not a contract operation: people use the admin page.
import { timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { FastifyInstance } from "fastify";

import { fromLoopback } from "../lib/test-clock.js";
import type { BackupService } from "./service.js";

export const LOCAL_BACKUP_PATH = "/admin-api/infra/backup/local";
const TOKEN_HEADER = "x-smartclass-backup-token";

export interface LocalEndpoint {
  pid: number;
  url: string;
  token: string;
}

export const endpointFile = (dataDir: string) => join(dataDir, "backup-endpoint.json");

/** Routes the CLI's backup request (loopback and the secret only; anything else is answered 404). */
export function registerLocalBackup(app: FastifyInstance, backups: BackupService): void {
  app.post(LOCAL_BACKUP_PATH, async (req, reply) => {
    const given = Buffer.from(String(req.headers[TOKEN_HEADER] ?? ""));
    const expected = Buffer.from(backups.localToken);
    const ok = fromLoopback(req) && given.length === expected.length && timingSafeEqual(given, expected);
    if (!ok) return reply.status(404).send({ code: 404, data: null, msg: "访问资源不存在" });
    const record = await backups.start("cli");
    return reply.send({ code: 0, data: record, msg: "" });
  });
}

/** Writes the endpoint file once the server listens (mode 0600), and removes it when asked. */
export function publishEndpoint(dataDir: string, endpoint: LocalEndpoint): () => void {
  const file = endpointFile(dataDir);
  // On PostgreSQL nothing else may have made the data directory (no embedded database, files elsewhere).
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

/** The running server's endpoint, when its file names a live process. */
export function runningServer(dataDir: string): LocalEndpoint | undefined {
  try {
    const endpoint = JSON.parse(readFileSync(endpointFile(dataDir), "utf8")) as LocalEndpoint;
    process.kill(endpoint.pid, 0);
    return endpoint;
  } catch {
    return undefined;
  }
}
