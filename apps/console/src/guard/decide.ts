// The route guard of the classroom spec (section 2 "Route guard") as a pure decision: given where the
// user is going and what the session knows, say whether to let them through, send them elsewhere or
// load their user first. The React side only carries the decision out.
import { homePathFor, mayLearn, mayTeach } from "../auth/home-path";
import { isPublicPath, isScreenInPath, isStudentAreaPath, isTeacherPath } from "./public-paths";

/** Where the navigation is going, as the router reports it. */
interface GuardLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** What the guard needs to know about the session. */
interface GuardSession {
  /** The stored access token, if any. */
  accessToken: string | null;
  /** Classroom mode (tenant `classroom` in the address at some point). */
  classroom: boolean;
  /** The login page is finishing a login (it navigates away itself). */
  loggingIn?: boolean;
  /** The current user once fetched; `null` while roles are not loaded. */
  user: { roleIds: readonly number[]; roles?: readonly string[]; permissions?: readonly string[] } | null;
}

/** Token and tenant carried in the address, stored before anything else is decided. */
interface QueryCredentials {
  token: string;
  tenant: string;
  classroom: boolean;
}

/** What the router should do with the navigation. */
type GuardDecision = { kind: "allow" } | { kind: "redirect"; to: string } | { kind: "load-user" };

const CLASSROOM_TENANT = "classroom";

/** Reads `token` and `tenant` from a query string; both must be present (a tenant `classroom` sets classroom mode). */
function credentialsFromQuery(search: string): QueryCredentials | null {
  const params = new URLSearchParams(search);
  const token = params.get("token");
  const tenant = params.get("tenant");
  if (!token || !tenant) return null;
  return { token, tenant, classroom: tenant === CLASSROOM_TENANT };
}

/** The session as it is once the address's credentials are stored. */
function withQueryCredentials(session: GuardSession, credentials: QueryCredentials | null): GuardSession {
  if (!credentials) return session;
  return {
    ...session,
    accessToken: credentials.token,
    classroom: session.classroom || credentials.classroom,
  };
}

/**
 * The login address that brings the user back to `location` afterwards. On the login page already (a
 * session that ended while it was being shown), the address stays as it is: no login page returns to itself.
 */
function loginPathFor(location: GuardLocation): string {
  if (location.pathname === "/login") return `${location.pathname}${location.search}`;
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/** Role keys that only ever mean "a student": such a user counts as having no roleIds for the teacher rule. */
const STUDENT_ONLY_ROLES: readonly string[] = ["student"];

/**
 * The spec's "has roleIds" for the teacher rule. In the original system students carry no system
 * roles; the reference server gives them a `student` role, so a user whose only roles are student
 * roles is treated as having none (a student opening a teacher path gets /401).
 */
function hasTeacherRoles(user: { roleIds: readonly number[]; roles?: readonly string[] }): boolean {
  if (user.roleIds.length === 0) return false;
  const roles = user.roles ?? [];
  return roles.length === 0 || roles.some((role) => !STUDENT_ONLY_ROLES.includes(role));
}

/** Decides one navigation, following the spec's rules in order. */
function decide(location: GuardLocation, storedSession: GuardSession): GuardDecision {
  const session = withQueryCredentials(storedSession, credentialsFromQuery(location.search));
  if (!session.accessToken) {
    return isPublicPath(location.pathname) ? { kind: "allow" } : { kind: "redirect", to: loginPathFor(location) };
  }
  if (location.pathname === "/login") return session.loggingIn ? { kind: "allow" } : { kind: "redirect", to: "/" };
  // Roles decide the teacher rule, so they are loaded first; the navigation is then decided again.
  if (!session.user) return { kind: "load-user" };
  if (session.classroom) return { kind: "allow" };
  if (!hasTeacherRoles(session.user) && isTeacherPath(location.pathname)) return { kind: "redirect", to: "/401" };
  return areaDecision(location.pathname, session.user);
}

/**
 * A role area's pages call that area's operations, so a person the server would refuse them is not let
 * in (a teacher opening /student would get one 没有该操作权限 after another): the teacher area answers
 * /401 as the spec's teacher rule does; the student area sends the person to their own home.
 * Decided only once the permissions are known.
 */
function areaDecision(
  pathname: string,
  user: { roles?: readonly string[]; permissions?: readonly string[] },
): GuardDecision {
  if (!user.permissions) return { kind: "allow" };
  const person = { roles: user.roles ?? [], permissions: user.permissions };
  if (isTeacherPath(pathname) && !isScreenInPath(pathname) && !mayTeach(person)) {
    return { kind: "redirect", to: "/401" };
  }
  if (isStudentAreaPath(pathname) && !mayLearn(person)) {
    const home = homePathFor(person);
    return { kind: "redirect", to: isStudentAreaPath(home) ? "/401" : home };
  }
  return { kind: "allow" };
}

/** The operations the guard needs when roles are not loaded yet. */
interface LoadUserDeps {
  /** Fetches the current user and the menu route records, and registers the menu routes. */
  loadUser: () => Promise<void>;
  /** Clears the session. */
  logout: () => Promise<void> | void;
  /** Shows an error message to the user. */
  showError: (message: string) => void;
  /** Whether a failure ends the session; a cancelled request (page left) does not. Default: always. */
  isFatal?: (error: unknown) => boolean;
}

/** Where to go after loading the user: `null` to decide the same navigation again, or `/` after a failure. */
async function loadUserOrLogout(deps: LoadUserDeps, fallbackMessage: string): Promise<string | null> {
  try {
    await deps.loadUser();
    return null;
  } catch (error) {
    if (deps.isFatal && !deps.isFatal(error)) return null;
    try {
      await deps.logout();
    } finally {
      deps.showError(error instanceof Error && error.message ? error.message : fallbackMessage);
    }
    return "/";
  }
}

export { credentialsFromQuery, decide, loadUserOrLogout, loginPathFor };
export type { GuardSession, QueryCredentials };
