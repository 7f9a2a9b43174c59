import { messages } from "../messages";

/** The wildcard permission that passes every permission check. */
const ALL_PERMISSION = "*:*:*";
/** The role that passes every role check. */
const SUPER_ROLE = "admin";
/** The role given to a user whose role list is empty. */
const DEFAULT_ROLE = "ROLE_DEFAULT";

type Mode = "any" | "all";

function check(granted: readonly string[], required: readonly string[], mode: Mode, pass: string): boolean {
  if (granted.includes(pass)) return true;
  return mode === "all" ? required.every((r) => granted.includes(r)) : required.some((r) => granted.includes(r));
}

/**
 * Permission check: passes with the wildcard `*:*:*` or the required permissions (any-of by default,
 * all-of with `mode: "all"`). An empty required list is a programming error and throws.
 */
function hasPermi(granted: readonly string[], required: readonly string[], mode: Mode = "any"): boolean {
  if (required.length === 0) throw new Error(messages.permissionEmpty);
  return check(granted, required, mode, ALL_PERMISSION);
}

/**
 * Role check: passes with the `admin` role or the required roles (any-of by default, all-of with
 * `mode: "all"`). An empty required list throws.
 */
function hasRole(granted: readonly string[], required: readonly string[], mode: Mode = "any"): boolean {
  if (required.length === 0) throw new Error(messages.roleEmpty);
  return check(granted, required, mode, SUPER_ROLE);
}

/** The roles a user acts with: the server's list, or ROLE_DEFAULT when it is empty. */
function effectiveRoles(roles: readonly string[] | null | undefined): string[] {
  return roles && roles.length > 0 ? [...roles] : [DEFAULT_ROLE];
}

export { ALL_PERMISSION, DEFAULT_ROLE, effectiveRoles, hasPermi, hasRole, SUPER_ROLE };
export type { Mode as PermissionMode };
