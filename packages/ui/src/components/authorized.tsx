import * as React from "react";

import { hasPermi, hasRole, type PermissionMode } from "../lib/permission";

type Grants = { permissions: readonly string[]; roles: readonly string[] };
const GrantsCtx = React.createContext<Grants>({ permissions: [], roles: [] });

/** Supplies the signed-in user's permissions and roles to Authorized and useAuthorized. */
function AuthorizationProvider({ permissions, roles, children }: Grants & { children?: React.ReactNode }) {
  const value = React.useMemo(() => ({ permissions, roles }), [permissions, roles]);
  return <GrantsCtx.Provider value={value}>{children}</GrantsCtx.Provider>;
}

type Requirement = {
  /** Permissions required (`*:*:*` passes); an empty list throws. */
  hasPermi?: readonly string[];
  /** Roles required (`admin` passes); an empty list throws. */
  hasRole?: readonly string[];
  /** any-of (default) or all-of. */
  mode?: PermissionMode;
};

/** Whether the current user meets the requirement (permissions and roles both, when both given). */
function useAuthorized({ hasPermi: permi, hasRole: role, mode = "any" }: Requirement): boolean {
  const grants = React.useContext(GrantsCtx);
  const okPermi = permi ? hasPermi(grants.permissions, permi, mode) : true;
  const okRole = role ? hasRole(grants.roles, role, mode) : true;
  return okPermi && okRole;
}

/** Renders its children only when the user has the permissions/roles; otherwise nothing (or `fallback`). */
function Authorized({
  children,
  fallback = null,
  ...requirement
}: Requirement & { children?: React.ReactNode; fallback?: React.ReactNode }) {
  return useAuthorized(requirement) ? children : fallback;
}

export { AuthorizationProvider, Authorized, useAuthorized };
export type { Requirement };
