// Files over HTTP: a multipart upload into storage (recorded in the files table with the type its bytes
// show, lib/file-types.ts), the checks that a path names such an upload fit for a purpose, and a file
// answer for the client's blob download. Shared by the file, course-export, sign-in, face and
// administration handlers.
import { and, eq, inArray, or } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";

import type { AuthUser } from "../auth.js";
import { schema } from "../db/index.js";
import type { Services } from "../routes/types.js";
import { badRequest } from "./errors.js";
import { detectType, PURPOSE_RULES, purposeOfFolder, purposeRefusal, type UploadPurpose } from "./file-types.js";
import { serverMessages } from "./messages.js";

const PURPOSE_NAMES: Record<UploadPurpose, () => string> = {
  avatar: () => serverMessages.purposeAvatar,
  face: () => serverMessages.purposeFace,
  checkIn: () => serverMessages.purposeCheckIn,
  assignment: () => serverMessages.purposeAssignment,
  answerImage: () => serverMessages.purposeAnswerImage,
  file: () => serverMessages.purposeFile,
};

/** Refuses (400, naming the file and what the purpose accepts) a file that does not suit `purpose`. */
export function requireFit(purpose: UploadPurpose, file: { name: string; mime: string | null; size: number }) {
  const why = purposeRefusal(purpose, file.mime ?? "application/octet-stream", file.size);
  if (!why || purpose === "file") return;
  const rule = PURPOSE_RULES[purpose];
  if (why === "type") throw badRequest(serverMessages.fileTypeRefused(PURPOSE_NAMES[purpose](), file.name, rule.label));
  throw badRequest(
    serverMessages.fileTooLarge(PURPOSE_NAMES[purpose](), file.name, `${Math.round(rule.maxBytes / 1024 / 1024)} MB`),
  );
}

/**
 * A Content-Disposition naming the file (RFC 5987, so Chinese names survive): `attachment` for a
 * download, `inline` for a file the browser shows (its PDF viewer then titles and saves it by name).
 */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  // encodeURIComponent leaves ' ( ) * as they are, which RFC 5987's attr-char does not allow.
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename=${encoded}; filename*=UTF-8''${encoded}`;
}

/** Sends a file answer with its name (RFC 5987) for the client's blob download. */
export function sendFile(
  reply: FastifyReply,
  data: Buffer,
  name: string,
  type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
) {
  return reply
    .header("Content-Type", type)
    .header("Content-Disposition", contentDisposition("attachment", name))
    .send(data);
}

/**
 * Refuses (400) a path that is not an uploaded file of this server, or (with a purpose: face and
 * check-in photos) one whose bytes are not of a type that purpose accepts.
 */
export async function requireUploaded(services: Services, path: string, purpose?: UploadPurpose): Promise<void> {
  const [file] = await services.db
    .select({ name: schema.files.name, mime: schema.files.mime, size: schema.files.size })
    .from(schema.files)
    .where(eq(schema.files.path, path));
  if (!file) throw badRequest(serverMessages.notUploaded(path));
  if (purpose) requireFit(purpose, file);
}

/** The uploads among `paths` (storage paths or their /infra/file/get URLs) that `userId` made, by the given path. */
export async function uploadsOf(services: Services, userId: number, paths: string[]) {
  if (paths.length === 0) return new Map<string, typeof schema.files.$inferSelect>();
  const rows = await services.db
    .select()
    .from(schema.files)
    .where(
      and(eq(schema.files.userId, userId), or(inArray(schema.files.path, paths), inArray(schema.files.url, paths))),
    );
  const out = new Map<string, typeof schema.files.$inferSelect>();
  for (const r of rows) {
    if (paths.includes(r.path)) out.set(r.path, r);
    if (paths.includes(r.url)) out.set(r.url, r);
  }
  return out;
}

/**
 * Stores a multipart upload (field `file` or `avatarFile`) and records it under the type its bytes
 * show. The purpose (given, or named by the folder: avatar, face, check-in, assignment, answer-image)
 * decides which types and sizes are accepted; a plain file may be anything up to UPLOAD_LIMIT.
 */
export async function saveUpload(
  services: Services,
  req: FastifyRequest,
  user: AuthUser,
  field: string,
  folderField?: string,
  folder = "",
  purpose?: UploadPurpose,
) {
  if (!req.isMultipart()) throw badRequest(serverMessages.multipartRequired(field));
  let fileData: { buffer: Buffer; filename: string; mimetype: string } | undefined;
  let target = folder;
  for await (const part of req.parts()) {
    if (part.type === "file") {
      if (part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      fileData = { buffer, filename: part.filename || "file", mimetype: part.mimetype };
    } else if (folderField && part.fieldname === folderField && typeof part.value === "string") {
      if (part.value.length > 255) throw badRequest(serverMessages.folderTooLong(folderField));
      target = part.value;
    }
  }
  if (!fileData || fileData.buffer.length === 0) throw badRequest(serverMessages.fileRequired(field));
  const type = await detectType(fileData.buffer, fileData.filename);
  requireFit(purpose ?? purposeOfFolder(target) ?? "file", {
    name: fileData.filename,
    mime: type,
    size: fileData.buffer.length,
  });
  const stored = await services.storage.save(fileData.buffer, fileData.filename, type, target);
  await services.db.insert(schema.files).values({
    userId: user.id,
    name: stored.name,
    path: stored.path,
    url: stored.url,
    mime: stored.type,
    size: stored.size,
  });
  return stored;
}
