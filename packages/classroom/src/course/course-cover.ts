// The cover image rule, checked in the browser before anything is uploaded (the server stores any file).
import { courseMessages } from "./messages";

/** The image types a cover may have. */
const COVER_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
/** The largest cover: 5 MB. */
const COVER_MAX_BYTES = 5 * 1024 * 1024;

/** Why a file cannot be a cover (its type, or over 5 MB), or null when it can. */
function coverProblem(file: { type: string; size: number }): string | null {
  if (!(COVER_TYPES as readonly string[]).includes(file.type)) return courseMessages.create.coverType;
  if (file.size > COVER_MAX_BYTES) return courseMessages.create.coverSize;
  return null;
}

export { COVER_MAX_BYTES, COVER_TYPES, coverProblem };
