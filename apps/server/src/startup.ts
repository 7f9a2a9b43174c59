// Opening the database at start: migrations (in openDatabase) and the demo seed, each under the
// start-up lock, so that instances started at the same moment on one empty PostgreSQL database all come
// up, the first one migrating and seeding while the others wait, then finding the work done.
import { join } from "node:path";

import type { ServerConfig } from "./config.js";
import { type Database, openDatabase } from "./db/index.js";
import { ensureDemoSessionsToday, seedIfEmpty } from "./seed.js";
import { type UpgradeReport, upgradeSeededData } from "./seed-upgrade.js";

export interface PreparedDatabase {
  database: Database;
  /** This instance seeded the demo data (the database was empty). */
  seeded: boolean;
  /** What a database seeded by an earlier version was given (null when seeded just now). */
  upgraded: UpgradeReport | null;
}

/** Opens the configured database, migrated, seeded when empty, with today's demo class sessions. */
export async function prepareDatabase(
  config: Pick<ServerConfig, "databaseUrl" | "dataDir"> & { schoolTimeZone?: string },
  now?: () => Date,
): Promise<PreparedDatabase> {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: join(config.dataDir, "pglite") },
  );
  try {
    return await database.exclusive(async () => {
      const seeded = await seedIfEmpty(database.db, now?.());
      const upgraded = seeded ? null : await upgradeSeededData(database.db, now?.());
      if (!seeded) await ensureDemoSessionsToday(database.db, now?.(), config.schoolTimeZone);
      return { database, seeded, upgraded };
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
