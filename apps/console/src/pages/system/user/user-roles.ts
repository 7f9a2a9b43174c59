// The roles of the user page: the role list behind the 角色 column and the dialog's 角色 field, and a role's
// name as the page shows it (the page's own words for the roles it knows, the server's name otherwise).
import type { ApiClient, Schema } from "@smartclass/api";
import { apiQuery, domainKey, useApiQuery } from "@smartclass/api/react";

import { messages } from "./messages";

type SimpleRole = Schema<"SimpleRole">;

/** Query keys of the role list. */
const roleKeys = {
  all: domainKey("system-role"),
  simpleList: () => [...roleKeys.all, "simple-list"] as const,
};

/** Every role, for the 角色 column and the user dialog (needs system:user:query, as the page does). */
const simpleRoleListOptions = (api: ApiClient) =>
  apiQuery(roleKeys.simpleList(), (signal) => api.get("/system/role/list-all-simple", { signal }));

/** The role list, loaded once and shared by the table and the dialog. */
function useSimpleRoles() {
  return useApiQuery(simpleRoleListOptions);
}

/** A role's name in the page's language: known codes through the messages, any other as the server names it. */
function roleLabel(role: Pick<SimpleRole, "code" | "name">): string {
  const names = messages.roleNames;
  return Object.hasOwn(names, role.code) ? names[role.code as keyof typeof names] : role.name;
}

/** The 角色 cell: the user's roles by name, in the role list's order; ids the list does not hold are left out. */
function roleNamesOf(roleIds: readonly number[] | undefined, roles: readonly SimpleRole[] | undefined): string {
  if (!roleIds?.length || !roles) return "";
  return roles
    .filter((role) => roleIds.includes(role.id))
    .map(roleLabel)
    .join(messages.roleSeparator);
}

export { roleLabel, roleNamesOf, simpleRoleListOptions, useSimpleRoles };
export type { SimpleRole };
