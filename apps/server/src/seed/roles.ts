// The built-in roles, in their list order; their permissions are in permissions.ts.
import { ROLE_PERMISSIONS } from "../permissions.js";

export const BUILT_IN_ROLES = [
  { code: "admin", name: "超级管理员" },
  { code: "teacher", name: "教师" },
  { code: "student", name: "学生" },
  { code: "registrar", name: "教务" },
] as const;

/** A built-in role's row: its name, its permissions and its place in the list. */
export function builtInRoleRow(role: (typeof BUILT_IN_ROLES)[number]) {
  return {
    code: role.code,
    name: role.name,
    permissions: ROLE_PERMISSIONS[role.code]!,
    sort: BUILT_IN_ROLES.indexOf(role) + 1,
  };
}
