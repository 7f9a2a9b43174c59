// Which student pages stay open while the teacher has locked the screens: the activity pages
// the teacher pushes and the check-in. Everything else is covered.

/** Exact paths that stay open when locked. */
const OPEN_PATHS = ["/student/checkin", "/student/question"];
/** Path prefixes (a whole segment or more) that stay open when locked. */
const OPEN_PREFIXES = ["/student/survey/info/", "/student/practice/info/"];

/** The path without its query, hash and trailing slashes. */
function normalise(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}

/** Whether a student page stays usable while the screens are locked (/student/checkin,
 * /student/question, /student/topic*, /student/survey/info/*, /student/practice/info/*). */
function isPathOpenWhenLocked(path: string): boolean {
  const bare = normalise(path);
  if (OPEN_PATHS.includes(bare)) return true;
  if (bare.startsWith("/student/topic")) return true;
  return OPEN_PREFIXES.some((prefix) => bare.startsWith(prefix) && bare.length > prefix.length);
}

export { isPathOpenWhenLocked };
