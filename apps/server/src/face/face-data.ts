// A student's face data: enrolment (descriptors; photos only when FACE_KEEP_PHOTOS, for a retention
// period), 1:1 verification of a check-in photo, and deletion by its owner.
import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";

import { type Db, schema } from "../db/index.js";
import { businessError } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { faceCodes, faceMessages as m } from "./messages.js";
import { FaceBusyError } from "./pool.js";

/** Runs the matcher; a full queue becomes the busy message the client shows as is. */
async function withFaceEngine<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FaceBusyError) throw businessError(faceCodes.busy, m.busy);
    throw error;
  }
}

/** Deletes uploaded files and their records (photos that must not be kept). */
async function forgetUploads(services: Services, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await services.db.delete(schema.files).where(inArray(schema.files.path, paths));
  for (const path of paths) await services.storage.delete(path);
}

/** The student's enrolment row, if any. */
export async function registeredFace(services: Services, userId: number) {
  const [row] = await services.db.select().from(schema.faceDatabase).where(eq(schema.faceDatabase.userId, userId));
  return row;
}

/** Kept enrolment photos past their retention are deleted; their descriptors stay. */
async function purgeExpiredPhotos(services: Services): Promise<void> {
  const before = new Date(services.clock.now().getTime() - services.config.face.keepPhotosDays * 86_400_000);
  const expired = await services.db
    .select({ id: schema.faceTemplates.id, path: schema.faceTemplates.imagePath })
    .from(schema.faceTemplates)
    .where(and(isNotNull(schema.faceTemplates.imagePath), lt(schema.faceTemplates.createdAt, before)));
  if (expired.length === 0) return;
  const paths = expired.map((e) => e.path!);
  await services.db
    .update(schema.faceTemplates)
    .set({ imagePath: null })
    .where(
      inArray(
        schema.faceTemplates.id,
        expired.map((e) => e.id),
      ),
    );
  await services.db
    .update(schema.faceDatabase)
    .set({ imagePath: null })
    .where(inArray(schema.faceDatabase.imagePath, paths));
  await forgetUploads(services, paths);
}

/**
 * Enrols one photo (a stored upload): its descriptor is kept, the photo only when configured. `guard`
 * runs first in the transaction that writes the enrolment (after the matcher): it may refuse by throwing.
 */
export async function enrolFace(
  services: Services,
  userId: number,
  path: string,
  guard?: (tx: Db) => Promise<void>,
): Promise<void> {
  const { face } = services.config;
  const now = services.clock.now();
  if (!services.faceMatcher.enabled) {
    // Matching off: the photo is only recorded, as before a matcher existed.
    await services.db.transaction(async (tx) => {
      await guard?.(tx);
      await tx
        .insert(schema.faceDatabase)
        .values({ userId, imagePath: path, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: schema.faceDatabase.userId, set: { imagePath: path, updatedAt: now } });
    });
    return;
  }
  if (face.keepPhotos) await purgeExpiredPhotos(services);
  const [count] = await services.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.faceTemplates)
    .where(eq(schema.faceTemplates.userId, userId));
  if ((count?.n ?? 0) >= face.maxPhotos) throw businessError(faceCodes.refused, m.tooManyPhotos(face.maxPhotos));
  const enrolment = await withFaceEngine(() => services.faceMatcher.enrol({ userId, imagePath: path }));
  if (!face.keepPhotos || !enrolment.ok) await forgetUploads(services, [path]);
  if (!enrolment.ok) throw businessError(faceCodes.refused, enrolment.reason);
  const imagePath = face.keepPhotos ? path : null;
  try {
    await services.db.transaction(async (tx) => {
      await guard?.(tx);
      await tx
        .insert(schema.faceDatabase)
        .values({ userId, imagePath, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: schema.faceDatabase.userId, set: { imagePath, updatedAt: now } });
      await tx.insert(schema.faceTemplates).values({ userId, template: enrolment.template, imagePath, createdAt: now });
    });
  } catch (error) {
    // Refused at the last moment: a photo kept for the enrolment is not kept without it.
    if (imagePath) await forgetUploads(services, [imagePath]);
    throw error;
  }
}

/** Verifies a check-in photo 1:1 against the student's own enrolment; false when not enrolled. */
export async function verifyFace(services: Services, userId: number, probePath: string): Promise<boolean> {
  const face = await registeredFace(services, userId);
  if (!face) return false;
  const templates = await services.db
    .select({ template: schema.faceTemplates.template })
    .from(schema.faceTemplates)
    .where(eq(schema.faceTemplates.userId, userId));
  const verdict = await withFaceEngine(() =>
    services.faceMatcher.verify({
      userId,
      registeredPath: face.imagePath ?? undefined,
      templates: templates.map((t) => t.template),
      probePath,
    }),
  );
  return verdict.matched;
}

/** Deletes a user's face data (their own, or an administrator's): the enrolment, its descriptors and any kept photo. False if none. */
export async function deleteFaceData(services: Services, userId: number): Promise<boolean> {
  const face = await registeredFace(services, userId);
  if (!face) return false;
  const kept = await services.db
    .select({ path: schema.faceTemplates.imagePath })
    .from(schema.faceTemplates)
    .where(and(eq(schema.faceTemplates.userId, userId), isNotNull(schema.faceTemplates.imagePath)));
  await services.db.delete(schema.faceDatabase).where(eq(schema.faceDatabase.userId, userId));
  const paths = new Set(kept.map((k) => k.path!));
  if (face.imagePath) paths.add(face.imagePath);
  await forgetUploads(services, [...paths]);
  return true;
}
