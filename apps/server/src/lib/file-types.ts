// What an uploaded file is, decided from its bytes (file-type's signatures, then a look at text), never
// from the Content-Type the uploader declared: a "PNG" that is a web page must not be served as one.
// Which types a browser may show in place (inline), and which each upload purpose accepts.
import { extname } from "node:path";

import { fileTypeFromBuffer } from "file-type";

/** Types shown in place: passive content that runs nothing (raster images, PDF, plain text, audio, video). */
const INLINE = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf", "text/plain"]);

/** Whether a file of this type may be answered `inline`; everything else is a download (`attachment`). */
export const servedInline = (type: string) =>
  INLINE.has(type) || type.startsWith("audio/") || type.startsWith("video/");

// Text kinds named by the extension. Markup and scripts are typed as what the browser would make of
// them, so they are never inline and never pass as an image.
const TEXT_BY_EXTENSION: Record<string, string> = {
  ".html": "text/html",
  ".htm": "text/html",
  ".shtml": "text/html",
  ".xhtml": "application/xhtml+xml",
  ".xht": "application/xhtml+xml",
  ".svg": "image/svg+xml",
  ".svgz": "image/svg+xml",
  ".xml": "application/xml",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".csv": "text/csv",
  ".md": "text/markdown",
  ".json": "application/json",
};

// Old Office files share one container format (CFB); the extension tells which program wrote it.
const CFB_BY_EXTENSION: Record<string, string> = {
  ".doc": "application/msword",
  ".xls": "application/vnd.ms-excel",
  ".ppt": "application/vnd.ms-powerpoint",
};

const MARKUP = /<\s*(!doctype\s+html|html|head|body|script|iframe|form|meta|svg|object|embed|\?xml)\b/i;

/** Whether the bytes read as text: no NUL, no control characters other than whitespace and escape. */
function isText(data: Buffer): boolean {
  const head = data.subarray(0, 64 * 1024);
  // Text in a legacy encoding (GBK from an older Windows editor) counts too: only its charset differs.
  return !head.some((b) => b === 0 || b === 0x7f || (b < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(b)));
}

/** Whether text bytes are UTF-8 (so the file answer can name the charset; others are left to the browser). */
export function isUtf8(data: Buffer): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** The media type of a file from its bytes (and, for text and old Office files only, its name). */
export async function detectType(data: Buffer, name: string): Promise<string> {
  const ext = extname(name).toLowerCase();
  const found = await fileTypeFromBuffer(data);
  if (found) {
    if (found.mime === "application/x-cfb") return CFB_BY_EXTENSION[ext] ?? "application/octet-stream";
    // file-type reads XML-based formats by signature; an SVG or XHTML document is still markup.
    if (found.mime === "application/xml" || found.ext === "xml") return TEXT_BY_EXTENSION[ext] ?? "application/xml";
    return found.mime;
  }
  if (!isText(data)) return "application/octet-stream";
  const byName = TEXT_BY_EXTENSION[ext];
  if (byName) return byName;
  // Markup is ASCII in every encoding a browser would read it in.
  const text = data.subarray(0, 64 * 1024).toString("latin1");
  if (MARKUP.test(text)) return /<\s*svg\b/i.test(text) && !/<\s*html\b/i.test(text) ? "image/svg+xml" : "text/html";
  return "text/plain";
}

/** What an upload is for; each purpose has its own types and size limit. */
export type UploadPurpose = "avatar" | "face" | "checkIn" | "assignment" | "answerImage" | "file";

const RASTER = ["image/png", "image/jpeg", "image/gif", "image/webp"];
const MB = 1024 * 1024;

interface PurposeRule {
  /** Exact types, or `prefix/` for a family. */
  types: string[] | "any";
  maxBytes: number;
  /** How the refusal names what is accepted (both languages read it as is). */
  label: string;
}

/** The rules of each purpose (the generic file keeps the server's upload limit, UPLOAD_LIMIT). */
export const PURPOSE_RULES: Record<Exclude<UploadPurpose, "file">, PurposeRule> = {
  avatar: { types: RASTER, maxBytes: 2 * MB, label: "PNG, JPEG, GIF, WebP" },
  face: { types: ["image/png", "image/jpeg", "image/webp"], maxBytes: 5 * MB, label: "PNG, JPEG, WebP" },
  checkIn: { types: ["image/png", "image/jpeg", "image/webp"], maxBytes: 5 * MB, label: "PNG, JPEG, WebP" },
  answerImage: { types: RASTER, maxBytes: 10 * MB, label: "PNG, JPEG, GIF, WebP" },
  // Students hand in what their course asks for; markup and scripts are accepted but only ever
  // downloaded (never shown in place), executables and unknown binaries are not accepted.
  assignment: {
    types: [
      ...RASTER,
      "image/bmp",
      "image/svg+xml",
      "application/pdf",
      "application/msword",
      "application/vnd.ms-excel",
      "application/vnd.ms-powerpoint",
      "application/vnd.openxmlformats-officedocument.",
      "application/zip",
      "application/x-7z-compressed",
      "application/x-rar-compressed",
      "text/",
      "application/json",
      "application/xml",
      "application/xhtml+xml",
      "audio/",
      "video/",
    ],
    maxBytes: 10 * MB,
    label: "images, PDF, Office, text, zip, audio, video",
  },
};

/** The purpose a folder name stands for (the upload's optional `path` field), if any. */
export function purposeOfFolder(folder: string): UploadPurpose | undefined {
  const first = folder.replace(/^\/+/, "").split("/")[0]?.toLowerCase() ?? "";
  const byFolder: Record<string, UploadPurpose> = {
    avatar: "avatar",
    face: "face",
    "check-in": "checkIn",
    checkin: "checkIn",
    assignment: "assignment",
    "answer-image": "answerImage",
  };
  return byFolder[first];
}

/** Why a file of `type` and `size` does not suit `purpose` ("type" or "size"), or undefined when it does. */
export function purposeRefusal(purpose: UploadPurpose, type: string, size: number): "type" | "size" | undefined {
  if (purpose === "file") return undefined;
  const rule = PURPOSE_RULES[purpose];
  const ok =
    rule.types === "any" ||
    rule.types.some((t) => (t.endsWith("/") || t.endsWith(".") ? type.startsWith(t) : t === type));
  if (!ok) return "type";
  return size > rule.maxBytes ? "size" : undefined;
}
