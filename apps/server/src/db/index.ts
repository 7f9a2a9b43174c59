// One query layer (Drizzle) over two engines: PGlite in DATA_DIR by default, PostgreSQL when a URL is
// given. Migrations (versioned SQL in ../../migrations) run at open; on PostgreSQL under an advisory lock,
// so that several instances started at once on an empty database migrate it once, one after the other.
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

import * as baseSchema from "./schema.js";
import * as workflowSchema from "./schema-workflow.js";
import * as aiSchema from "./schema-ai.js";
import * as assignmentSchema from "./schema-assignment.js";
import * as recordSchema from "./schema-record.js";
import * as pushSchema from "./schema-push.js";
import * as storageSchema from "./schema-storage.js";
import * as privacyAuditSchema from "./schema-privacy-audit.js";
import * as consentSchema from "./schema-consent.js";
import * as privacyExportSchema from "./schema-privacy-export.js";
import { NotificationListener, type NotifyHandler } from "./listener.js";

/** Every table: the base schema, the workflow's (src/db/schema-workflow.ts), the AI assistant's (schema-ai.ts), the assignments' (schema-assignment.ts), the classroom records' (schema-record.ts), the push history (schema-push.ts), stored files (schema-storage.ts) and the privacy audit trail with retention (schema-privacy-audit.ts), minors, guardians and consents (schema-consent.ts) and data export jobs (schema-privacy-export.ts). */
const schema = {
  ...baseSchema,
  ...workflowSchema,
  ...aiSchema,
  ...assignmentSchema,
  ...recordSchema,
  ...pushSchema,
  ...storageSchema,
  ...privacyAuditSchema,
  ...consentSchema,
  ...privacyExportSchema,
};

export { schema };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Subscribes to a notification channel; only PostgreSQL fans out across processes. `onResume` is called
   * when the listening connection came back after a drop (notifications sent meanwhile are lost).
   */
  listen?: (channel: string, handler: NotifyHandler, onResume?: () => void) => Promise<void>;
  /** PostgreSQL: whether the listening connection is open now (false while it is being reopened after a drop). */
  listening?: () => boolean;
  /**
   * Runs `work` while holding the start-up lock (PostgreSQL: a session advisory lock on a dedicated
   * connection): migrations and the seed of instances started together run one after the other.
   * The embedded engine admits one process, so there it just runs `work`.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** The embedded engine, when it is the engine (tests dump it as a template). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "migrations");

/** The advisory lock key of start-up work (migrations, seed); the push hub's send lock is another key. */
const STARTUP_LOCK = 0x5c_57a7;

/** Runs `work` holding the start-up advisory lock on a connection of its own, released whatever happens. */
async function withStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      // A failed unlock leaves the lock with the session: the connection is then closed, not pooled.
      await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK]).catch((e: Error) => (broken = e));
    }
  } catch (error) {
    broken ??= error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded engine is used. */
  databaseUrl?: string;
  /** Directory of the embedded database; absent means in memory. */
  dataDir?: string;
  /** A dump of a prepared embedded database to start from (tests). */
  loadDataDir?: Blob;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client dropped by the server (restart, admin shutdown) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await withStartupLock(pool, () => migratePg(drizzlePg(pool), { migrationsFolder }));
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    const listener = new NotificationListener(options.databaseUrl);
    return {
      db,
      kind: "postgres",
      listen: (channel, handler, onResume) => listener.listen(channel, handler, onResume),
      listening: () => listener.isOpen,
      exclusive: (work) => withStartupLock(pool, work),
      async close() {
        await listener.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: "pglite",
    pglite: client,
    exclusive: (work) => work(),
    async close() {
      await client.close();
    },
  };
}
