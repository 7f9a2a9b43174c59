// Where each person lands (after signing in, or opening `/`) and which role area they may open: decided
// from what the server grants them, so nobody is sent to a page whose calls the server refuses.

/** The parts of the signed-in person the landing rule reads. */
interface LandingUser {
  roles: readonly string[];
  /** The permission strings the server granted; absent when only the roles are known. */
  permissions?: readonly string[];
}

const WILDCARD = "*:*:*";
/** What the teacher area's pages call: the class sessions a teacher runs. */
const TEACH_PERMISSION = "teach:course:teach";
/** What the student area's pages call: the student's own session, to-dos and activities. */
const LEARN_PERMISSION = "teach:course:learn";

/** The home of someone who may use both areas, or neither: the greeting page with the ways in. */
const GENERAL_HOME = "/index";
const TEACHER_HOME = "/teacher";
const STUDENT_HOME = "/student";

function grants(user: LandingUser, permission: string): boolean {
  const permissions = user.permissions ?? [];
  return permissions.includes(WILDCARD) || permissions.includes(permission);
}

/** Whether the person may use the teacher area (its pages call the teacher's operations). */
function mayTeach(user: LandingUser): boolean {
  return grants(user, TEACH_PERMISSION) || (user.permissions === undefined && user.roles.includes("teacher"));
}

/** Whether the person may use the student area (its pages call the student's operations). */
function mayLearn(user: LandingUser): boolean {
  return grants(user, LEARN_PERMISSION) || (user.permissions === undefined && user.roles.includes("student"));
}

/**
 * The page a person lands on: the general home for an administrator (both areas) and for anyone with
 * neither area (教务, or a role without classroom permissions); else the one area they may use.
 */
function homePathFor(user: LandingUser | null): string {
  if (!user) return GENERAL_HOME;
  const administrator = user.roles.includes("admin") || (user.permissions ?? []).includes(WILDCARD);
  if (administrator) return GENERAL_HOME;
  if (mayTeach(user)) return TEACHER_HOME;
  if (mayLearn(user)) return STUDENT_HOME;
  return GENERAL_HOME;
}

export { homePathFor, mayLearn, mayTeach };
