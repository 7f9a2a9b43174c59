// Liveness and readiness for load balancers and orchestrators, outside /admin-api and without login:
// GET /health answers 200 while the process serves HTTP; GET /ready answers 200 only when this instance
// can do its work (the database answers, its schema is this version's, the push listener is connected)
// and 503 naming what is not ready otherwise, so a proxy sends users to the instances that can serve them.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

import { migrationsFolder } from "../db/index.js";
import type { Services } from "../routes/types.js";

/** How long the database may take to answer a readiness check before it counts as unreachable. */
const DATABASE_TIMEOUT_MS = 2000;
/** How often the listener's state is looked at for the log (real time: it is about connections, not classes). */
const WATCH_EVERY_MS = 2000;

interface Readiness {
  ready: boolean;
  checks: { database: boolean; migrations: boolean; push: boolean };
  /** What is not ready, in words an operator reads. */
  notReady: string[];
}

/** The `when` of the last migration this version of the server ships. */
function latestMigrationWhen(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Checks what this instance needs to serve; never throws. */
async function readiness(services: Services, latestWhen = latestMigrationWhen()): Promise<Readiness> {
  const notReady: string[] = [];
  let database = false;
  let migrations = false;
  try {
    const result = (await withTimeout(
      services.db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`),
      DATABASE_TIMEOUT_MS,
    )) as unknown as { rows: { at: string | null }[] };
    database = true;
    migrations = Number(result.rows[0]?.at ?? 0) >= latestWhen;
    if (!migrations) notReady.push("database schema: migrations of this version not applied");
  } catch (error) {
    notReady.push(`database: ${(error as Error).message}`);
    notReady.push("database schema: unknown (the database does not answer)");
  }
  const push = services.push.listening;
  if (!push) notReady.push("push: the listening connection to PostgreSQL is down (reconnecting)");
  return { ready: database && migrations && push, checks: { database, migrations, push }, notReady };
}

/** Logs at warn each time the push listener goes down or comes back (once per change, not per check). */
class ListenerWatch {
  private last = true;

  constructor(private readonly services: Services) {}

  look(): void {
    const now = this.services.push.listening;
    if (now === this.last) return;
    this.last = now;
    if (now) this.services.log.warn("push listener connected again: this instance receives other instances' events");
    else
      this.services.log.warn(
        "push listener down: events sent through other instances do not reach this instance's users until it reconnects",
      );
  }
}

/** GET /health and GET /ready (not in the contract: they are for machines, not the console). */
export function registerHealth(app: FastifyInstance, services: Services): void {
  const latestWhen = latestMigrationWhen();
  const watch = new ListenerWatch(services);
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => watch.look(), WATCH_EVERY_MS);
    timer.unref();
  });
  app.addHook("preClose", async () => clearInterval(timer));

  app.get("/health", async (_req, reply) => reply.header("Cache-Control", "no-store").send({ status: "ok" }));
  app.get("/ready", async (_req, reply) => {
    const state = await readiness(services, latestWhen);
    watch.look();
    return reply
      .status(state.ready ? 200 : 503)
      .header("Cache-Control", "no-store")
      .send({ status: state.ready ? "ready" : "not ready", checks: state.checks, notReady: state.notReady });
  });
}
