// A person's data export as a background job: started from the personal centre (or by an administrator
// for anyone), gathered kind by kind with its progress stored on the job's row (so any tab polling it sees
// the same), archived into storage, announced with an in-site message, and downloadable through a link
// that stops working after EXPORT_LINK_HOURS, when the archive is deleted from storage.
import { randomBytes } from "node:crypto";

import { and, desc, eq } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { schema } from "../db/index.js";
import { dataExports } from "../db/schema-privacy-export.js";
import { businessError, notFound } from "../lib/errors.js";
import { lookupId } from "../lib/ids.js";
import { ms, type Services } from "../routes/types.js";
import { recordAudit } from "./audit-trail.js";
import { buildArchive } from "./data-export-archive.js";
import { collectKind, EXPORT_KINDS, type ExportSection, filesOf } from "./data-export-collect.js";
import { dataExportMessages as m } from "./data-export-messages.js";

/** How long a finished archive can be downloaded. */
const EXPORT_LINK_HOURS = 24;

/**
 * A job still "preparing" after this long was cut off (the server stopped while it ran): it shows as
 * failed, and asking again starts a new one instead of waiting for it forever.
 */
const STALE_AFTER_MS = 10 * 60_000;
const isStale = (row: ExportRow, now: Date) =>
  row.status === "preparing" && now.getTime() - row.createdAt.getTime() > STALE_AFTER_MS;

/** The steps a job goes through, in order: each kind, the uploaded files, the archive. */
const STEPS = [...EXPORT_KINDS, "files", "archive"] as const;
type Step = (typeof STEPS)[number];

type ExportRow = typeof dataExports.$inferSelect;

/** The download address of a finished archive (public: the token is the permission). */
const downloadUrlOf = (token: string) => `/admin-api/system/user/profile/data-export/download?token=${token}`;

/** A job as the contract's DataExportJob; `expired` once the link's time has passed. */
function viewOf(row: ExportRow, now: Date) {
  const expired = row.status === "ready" && row.expiresAt !== null && row.expiresAt <= now;
  const stale = isStale(row, now);
  return {
    id: row.id,
    userId: row.userId,
    status: expired ? "expired" : stale ? "failed" : row.status,
    progress: row.progress,
    step: row.step,
    createTime: row.createdAt.getTime(),
    finishTime: ms(row.finishedAt),
    expireTime: ms(row.expiresAt),
    ...(row.size !== null ? { size: row.size } : {}),
    ...(row.status === "ready" && !expired && row.token ? { downloadUrl: downloadUrlOf(row.token) } : {}),
    ...(row.status === "failed" && row.error ? { error: row.error } : stale ? { error: m.failed } : {}),
  };
}

/** The newest export of a person's data, or null when none was ever asked for. */
export async function latestDataExport(services: Services, userId: number) {
  const [row] = await services.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, lookupId(userId)))
    .orderBy(desc(dataExports.id))
    .limit(1);
  return row ? viewOf(row, services.clock.now()) : null;
}

/**
 * Starts preparing the person's archive and answers the job at once. While one is being prepared, asking
 * again answers that one (two clicks, two tabs) instead of gathering everything twice.
 */
export async function startDataExport(
  services: Services,
  caller: AuthUser,
  userId: number,
  clientAddress: string | null,
) {
  const [person] = await services.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, lookupId(userId)));
  if (!person) throw notFound(m.userNotFound(userId));
  const [running] = await services.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, person.id), eq(dataExports.status, "preparing")))
    .limit(1);
  const now = services.clock.now();
  if (running && !isStale(running, now)) return viewOf(running, now);
  if (running)
    await services.db
      .update(dataExports)
      .set({ status: "failed", error: m.failed, finishedAt: now })
      .where(eq(dataExports.id, running.id));
  const [row] = await services.db
    .insert(dataExports)
    .values({ userId: person.id, requestedBy: caller.id, createdAt: now })
    .returning();
  await recordAudit(services.db, {
    at: now,
    actorUserId: caller.id,
    action: "export",
    kind: "data-export",
    subjectUserId: person.id,
    detail: `job=${row!.id}`,
    clientAddress,
  });
  // The request answers now; the job carries on after it (its row says how far it got).
  void prepare(services, row!).catch((error: unknown) => services.log.error({ err: error }, "data export failed"));
  return viewOf(row!, now);
}

async function progress(services: Services, id: number, step: Step) {
  const done = STEPS.indexOf(step);
  await services.db
    .update(dataExports)
    .set({ step, progress: Math.floor((done * 100) / STEPS.length) })
    .where(eq(dataExports.id, id));
}

async function prepare(services: Services, job: ExportRow): Promise<void> {
  try {
    const sections: ExportSection[] = [];
    for (const kind of EXPORT_KINDS) {
      await progress(services, job.id, kind);
      sections.push({ kind, rows: await collectKind(services, job.userId, kind) });
    }
    await progress(services, job.id, "files");
    const files: { name: string; bytes: Buffer }[] = [];
    for (const file of await filesOf(services, job.userId)) {
      const bytes = await services.storage.read(file.path);
      // A file whose bytes are gone (deleted by retention) is left out rather than failing the archive.
      if (bytes) files.push({ name: file.name, bytes });
    }
    await progress(services, job.id, "archive");
    const now = services.clock.now();
    const archive = await buildArchive(sections, files, now);
    const stored = await services.storage.save(
      archive,
      `data-export-${job.userId}.zip`,
      "application/zip",
      "data-exports",
    );
    const token = randomBytes(24).toString("base64url");
    await services.db
      .update(dataExports)
      .set({
        status: "ready",
        progress: 100,
        step: "archive",
        storagePath: stored.path,
        size: archive.length,
        token,
        finishedAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_LINK_HOURS * 3600_000),
      })
      .where(eq(dataExports.id, job.id));
    await announce(services, job, m.readyNotice(EXPORT_LINK_HOURS));
  } catch (error) {
    await services.db
      .update(dataExports)
      .set({ status: "failed", error: m.failed, finishedAt: services.clock.now() })
      .where(eq(dataExports.id, job.id));
    await announce(services, job, m.failedNotice).catch(() => undefined);
    throw error;
  }
}

/** The in-site message (and its push, so the bell updates at once) to whoever asked for the export. */
async function announce(services: Services, job: ExportRow, content: string) {
  const [message] = await services.db
    .insert(schema.notifyMessages)
    .values({
      userId: job.requestedBy,
      templateCode: "data-export",
      templateNickname: m.noticeSender,
      templateContent: content,
      templateType: 2,
      templateParams: { exportId: job.id, userId: job.userId },
    })
    .returning({ id: schema.notifyMessages.id });
  await services.push.send([job.requestedBy], {
    type: "notifyMessage",
    id: message!.id,
    templateNickname: m.noticeSender,
    templateContent: content,
    templateType: 2,
  });
}

/**
 * The archive behind a download link. An expired link is refused and its archive deleted from storage
 * (the row stays, so the page can say it expired).
 */
export async function downloadDataExport(services: Services, token: string) {
  const [row] = await services.db.select().from(dataExports).where(eq(dataExports.token, token));
  if (!row || row.status !== "ready" || !row.storagePath) throw notFound(m.linkUnknown);
  if (row.expiresAt && row.expiresAt <= services.clock.now()) {
    await services.storage.delete(row.storagePath);
    await services.db.update(dataExports).set({ storagePath: null }).where(eq(dataExports.id, row.id));
    throw businessError(1_002_060_001, m.linkExpired);
  }
  const bytes = await services.storage.read(row.storagePath);
  if (!bytes) throw notFound(m.linkUnknown);
  const [person] = await services.db
    .select({ username: schema.users.username })
    .from(schema.users)
    .where(eq(schema.users.id, row.userId));
  return { bytes, name: `${person?.username ?? row.userId}-data-${row.finishedAt!.toISOString().slice(0, 10)}.zip` };
}
